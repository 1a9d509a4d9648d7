import { describe, expect, it } from 'vitest';
import {
  slidesPerViewAt,
  TEAM_SLIDES_PER_VIEW,
  TESTIMONIAL_SLIDES_PER_VIEW,
} from '../../shared/domain/carousel.ts';
import { agentFormSchema } from '../../shared/domain/agent-form.ts';
import { agencies, agents } from '../../content/agents.ts';
import { faqCategories } from '../../content/faq.ts';
import { listingPackages, managementPlans } from '../../content/packages.ts';
import { privacyEffectiveDate } from '../../content/privacy.ts';
import { privacyPolicy } from '../../app/features/company/privacy-policy.ts';
import { services, serviceAreas } from '../../content/services.ts';
import { testimonials } from '../../content/testimonials.ts';
import { colourOf, initialsOf } from '../../app/components/initials-avatar.tsx';
import { contactHref } from '../../app/features/company/contact-link.ts';
import { formatPolicyDate } from '../../app/features/company/policy-date.ts';
import {
  agencyOrDefault,
  agentOrDefault,
  filterByLocation,
  parseProfileId,
} from '../../app/features/agents/sample-profiles.ts';

const contact = { phone: '(506) 555-0100', email: 'hello@example.com', streetAddress: '1 Main St' };

describe('carousel slides per view (spec 2.10 and 9)', () => {
  it('team: 4 wide, 3 below 1023 px, 2 below 768 px, 1 below 480 px', () => {
    expect(
      [375, 479, 480, 767, 768, 1022, 1023, 1920].map((w) => slidesPerViewAt(TEAM_SLIDES_PER_VIEW, w)),
    ).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('testimonials: 3, 2 below 1768 px, 1 below 480 px', () => {
    expect([375, 480, 1767, 1768].map((w) => slidesPerViewAt(TESTIMONIAL_SLIDES_PER_VIEW, w))).toEqual([
      1, 2, 2, 3,
    ]);
  });
});

describe('sample agents and agencies (spec 2.11)', () => {
  it('parses the id as a whole number only', () => {
    expect(parseProfileId('2')).toBe(2);
    expect(parseProfileId('02')).toBe(2);
    for (const bad of [undefined, '', 'abc', '2.5', '-1', '1e3', '99999999999'])
      expect(parseProfileId(bad)).toBeNull();
  });
  it('falls back to the default name when the id is unknown', () => {
    expect(agentOrDefault('3', contact, 'en')).toMatchObject({
      isFound: true,
      agent: { name: 'Sample Agent Three' },
    });
    expect(agentOrDefault('999', contact, 'en')).toMatchObject({
      isFound: false,
      agent: { name: 'Agent', call: contact.phone },
    });
    expect(agencyOrDefault('x', contact, 'en')).toMatchObject({ isFound: false, agency: { name: 'Agency' } });
    // In French, the French sample's name and the French default.
    expect(agentOrDefault('3', contact, 'fr').agent.id).toBe(3);
    expect(agencyOrDefault('x', contact, 'fr')).toMatchObject({ isFound: false, agency: { name: 'Agence' } });
  });
  it('filters by location, case-insensitively, and returns everything for an empty search', () => {
    expect(filterByLocation(agents, '  DIEPPE ').map((a) => a.id)).toEqual([2, 6]);
    expect(filterByLocation(agencies, 'river').map((a) => a.id)).toEqual([2]);
    expect(filterByLocation(agents, '')).toHaveLength(agents.length);
    expect(filterByLocation(agents, 'Halifax')).toEqual([]);
  });
});

describe('generated avatars', () => {
  it('uses the first and last initials and a stable colour', () => {
    expect(initialsOf('Sample Agent Two')).toBe('ST');
    expect(initialsOf('Agent')).toBe('A');
    expect(initialsOf('Accounts & Reporting')).toBe('AR');
    expect(colourOf('Agent')).toBe(colourOf('Agent'));
  });
});

describe('company content', () => {
  it('names the six services and three areas of spec 1', () => {
    expect(services.map((s) => s.title)).toEqual([
      'Marketing',
      'Tenant Screening',
      'Rent Collection',
      'Maintenance',
      'Financial Reporting',
      'Eviction Protection',
    ]);
    expect(serviceAreas).toEqual(['Moncton', 'Dieppe', 'Riverview']);
  });
  it('has the management plans and package prices of spec 9', () => {
    expect(managementPlans.map((p) => [p.title, p.setupFee, p.ongoingFee])).toEqual([
      ['Basic', 'One month’s rent plus HST', 'No ongoing fee'],
      ['Standard', 'Half a month’s rent plus HST', '6% of the monthly rent plus HST'],
      ['Premium', 'Half a month’s rent plus HST', '10% of the monthly rent plus HST'],
    ]);
    expect(listingPackages.map((p) => [p.title, p.price])).toEqual([
      ['Basic', 49],
      ['Platinum', 99],
      ['Standard', 199],
    ]);
  });
  it('has the FAQ categories General, Payment, Upgrade with unique entry ids', () => {
    expect(faqCategories.map((c) => c.title)).toEqual(['General', 'Payment', 'Upgrade']);
    const ids = faqCategories.flatMap((c) => c.entries.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('has a ten-section privacy policy, effective 01-Jan-2025, naming the configured company', () => {
    const sections = privacyPolicy({ name: 'Acme Rentals' }, 'en');
    expect(sections).toHaveLength(10);
    expect(formatPolicyDate(privacyEffectiveDate, 'en')).toBe('01-Jan-2025');
    expect(formatPolicyDate(privacyEffectiveDate, 'fr')).toBe('01-janv-2025');
    expect(sections[0]?.paragraphs[0]).toContain('Acme Rentals');
    expect(JSON.stringify(sections)).toContain('PIPEDA');
    // The French policy: the same ten sections, the law by its French name.
    const french = privacyPolicy({ name: 'Acme Rentals' }, 'fr');
    expect(french).toHaveLength(10);
    expect(french[0]?.paragraphs[0]).toContain('Acme Rentals');
    expect(JSON.stringify(french)).toContain('LPRPDE');
  });
  it('marks every testimonial as a sample until real ones replace them', () => {
    expect(testimonials.every((t) => t.isSample)).toBe(true);
  });
});

describe('contact links', () => {
  it('prefills the contact form through subject and message', () => {
    const url = new URL(contactHref({ subject: 'Package: Basic', message: 'Hi & bye' }), 'http://x');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('subject')).toBe('Package: Basic');
    expect(url.searchParams.get('message')).toBe('Hi & bye');
  });
});

describe('the agent form schema', () => {
  const valid = {
    fullName: 'Jordan Example',
    designation: 'Leasing Agent',
    phone: '(506) 555-0199',
    email: 'jordan@example.com',
    address: '1 Example Street',
    country: 'Canada',
    city: 'Moncton',
  };
  it('accepts a complete profile with optional fields left out', () => {
    expect(agentFormSchema.safeParse(valid).success).toBe(true);
  });
  it('explains each problem', () => {
    const result = agentFormSchema.safeParse({
      ...valid,
      fullName: ' ',
      phone: '12345',
      email: 'x',
      facebook: 'nope',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'fullName: Full name is required.',
        'phone: Please enter a valid phone number (at least 10 digits).',
        'email: Please enter a valid email address.',
        'facebook: Please enter a full web address starting with https://',
      ]),
    );
  });
});
