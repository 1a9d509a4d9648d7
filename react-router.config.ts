import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Every page is rendered on the server with its data, then hydrated.
  ssr: true,
} satisfies Config;
