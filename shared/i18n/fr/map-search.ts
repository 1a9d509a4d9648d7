// French catalogue: the map search (/map and /grid-layout-with-map, issue 16). Canadian French, in
// the words of docs/glossary-fr.md.
import type { mapSearch as en } from '../en/map-search.ts';
import type { Translation } from '../translation.ts';

export const mapSearch: Translation<typeof en> = {
  mapSearch: {
    meta: {
      mapTitle: 'Carte des propriétés — {{site}}',
      mapDescription:
        'Trouvez sur la carte les logements à louer et les propriétés à vendre à Moncton, Dieppe, Riverview et Shediac : chaque annonce qui a un emplacement, avec son prix et un lien vers ses détails.',
      gridTitle: 'Propriétés sur la carte — {{site}}',
      gridDescription:
        'Logements à louer et propriétés à vendre dans le Grand Moncton, en grille d’annonces à côté d’une carte : cherchez dans une zone de la carte, filtrez par type, prix et nombre de chambres.',
    },
    mapHeading: 'Carte des propriétés',
    gridHeading: 'Propriétés sur la carte',
    // The spec's collapsible advanced search of the map page (2.12): For Buy or For Rent, location.
    advancedSearch: 'Recherche avancée',
    buyOrRent: 'À vendre ou à louer',
    anyType: 'Les deux',
    forBuy: 'À vendre',
    forRent: 'À louer',
    location: 'Emplacement',
    locationHint: 'Une ville, par exemple Moncton ou Dieppe.',
    search: 'Rechercher',
    // The phone's switch between the two halves.
    viewSwitch: 'Afficher',
    showList: 'Liste',
    showMap: 'Carte',
    mapLabel: 'Carte des propriétés',
    resultsLabel: 'Propriétés trouvées',
    needsJavaScript:
      'La carte a besoin de JavaScript, qui est désactivé ou ne s’est pas chargé. Toutes les propriétés figurent dans la liste.',
    loading: 'Chargement de la carte…',
    loadFailedTitle: 'Erreur réseau',
    loadFailed:
      'Impossible de charger le service de cartes. Veuillez vérifier votre connexion Internet et réessayer.',
    retry: 'Réessayer',
    tilesFailed:
      'Les images de la carte n’ont pas pu être chargées. Les repères et la liste fonctionnent toujours.',
    onMap_zero: 'Aucune propriété de cette recherche n’a d’emplacement sur la carte.',
    onMap_one: '{{count}} propriété sur la carte',
    onMap_other: '{{count}} propriétés sur la carte',
    searchArea: 'Rechercher dans cette zone',
    areaActive:
      'Seules les propriétés situées dans la zone de la carte que vous avez choisie sont affichées.',
    clearArea: 'Rechercher partout',
    withoutCoordinates_one:
      '{{count}} propriété correspondante n’a pas encore d’emplacement; elle n’est donc pas sur la carte. Elle figure dans la liste :',
    withoutCoordinates_other:
      '{{count}} propriétés correspondantes n’ont pas encore d’emplacement; elles ne sont donc pas sur la carte. Elles figurent dans la liste :',
    withoutCoordinatesInArea_one:
      '{{count}} propriété correspondante n’a pas d’emplacement; une recherche par zone l’exclut donc :',
    withoutCoordinatesInArea_other:
      '{{count}} propriétés correspondantes n’ont pas d’emplacement; une recherche par zone les exclut donc :',
    unplacedMore_one: 'et {{count}} autre',
    unplacedMore_other: 'et {{count}} autres',
    markerLabel: '{{name}}, {{price}}',
    clusterLabel_one: '{{count}} propriété ici : zoomez',
    clusterLabel_other: '{{count}} propriétés ici : zoomez',
    viewDetails: 'Voir les détails',
    noPhoto: 'Aucune photo pour le moment',
  },
};
