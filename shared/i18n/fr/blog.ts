// French catalogue: the blog (issue 16). The French posts themselves are Markdown in content/blog/fr/.
import type { blog as en } from '../en/blog.ts';
import type { Translation } from '../translation.ts';

export const blog: Translation<typeof en> = {
  blog: {
    meta: {
      listTitle: 'Blogue — {{site}}',
      listTopicTitle: 'Blogue : {{topic}} — {{site}}',
      listPageTitle: 'Blogue, page {{page}} — {{site}}',
      listDescription:
        'Des conseils en langage clair pour les locataires et les propriétaires de Moncton, Dieppe et Riverview : baux, dépôts de garantie, avis, visites et entretien hivernal au Nouveau-Brunswick.',
      postTitle: '{{title}} — {{site}}',
      feedTitle: '{{site}} — Blogue',
      feedLink: '{{site}} — Blogue (flux Atom)',
    },
    title: 'Blogue',
    kicker: 'Conseils pour locataires et propriétaires',
    lead: "Des guides pratiques sur la location dans le Grand Moncton, rédigés par notre équipe : ce que la loi du Nouveau-Brunswick attend des locataires et des propriétaires, et comment prendre soin d'un logement tout au long de l'année.",
    topicsLabel: 'Sujets',
    allTopics: 'Tous les articles',
    topicHeading: 'Articles : {{topic}}',
    latestHeading: 'Articles récents',
    postCount_one: '{{count}} article',
    postCount_other: '{{count}} articles',
    noPostsTitle: 'Aucun article sur ce sujet',
    noPostsText: "Nous n'avons encore rien publié sous le sujet « {{topic}} ».",
    seeAllPosts: 'Voir tous les articles',
    readingTime_one: '{{count}} min de lecture',
    readingTime_other: '{{count}} min de lecture',
    published: 'Date de publication',
    writtenBy: 'Rédigé par',
    postTopics: 'Sujets de cet article',
    morePosts: 'Autres articles',
    previousPost: 'Article précédent',
    nextPost: 'Article suivant',
    backToBlog: 'Tous les articles',
    feed: "S'abonner au flux",
    /** A post's tags (their ids are in the posts' front matter); a tag missing here reads as its id. */
    tags: {
      leases: 'Baux',
      deposits: 'Dépôts de garantie',
      notice: 'Avis',
      showings: 'Visites',
      maintenance: 'Entretien',
      winter: 'Hiver',
      tenants: 'Pour les locataires',
      owners: 'Pour les propriétaires',
    },
  },
};
