/**
 * Second languages for the translated and right-to-left stories: every key of search-core's
 * catalogue, as a site puts them in its `data-messages-config` block.
 */
import type { MessageKey } from '@stayfront/search-core/messages';

type Catalogue = Readonly<Record<MessageKey, string>>;

export const FRENCH: Catalogue = {
  'select.loadFailed': 'Les résultats n’ont pas pu être chargés.',
  'select.inputTooShort': 'Saisissez au moins {count} caractères',
  'select.inputTooLong': 'Supprimez {count} caractère(s)',
  'select.maximumSelected': 'Vous ne pouvez choisir que {count} élément(s)',
  'select.noResults': 'Aucun résultat',
  'select.searching': 'Recherche…',
  'select.loadingMore': 'Chargement d’autres résultats…',
  'select.guidanceMenu':
    'Haut et Bas pour choisir, Entrée pour sélectionner, Échap pour fermer la liste.',
  'select.optionFocused': '{label}, {index} sur {count}.',
  'select.optionSelected': '{label}, sélectionné.',
  'select.optionRemoved': '{label}, retiré.',
  'select.results': '{count} option|{count} options',
  'autocomplete.suggestion': '{value} ({count})',
  'results.count': '{count} logement|{count} logements',
  'results.empty': 'Aucun logement ne correspond à votre recherche.',
  'results.error': 'Les résultats n’ont pas pu être chargés.',
  'results.retry': 'Réessayer',
  'facet.missing': '(aucun)',
  'results.pending': 'Chargement des résultats…',
  'facet.itemCount': '({count})',
  'facet.showMore': 'Afficher plus',
  'facet.showFewer': 'Afficher moins',
  'facet.reset': 'Effacer {label}',
  'facet.resetAll': 'Effacer tous les filtres',
  'facet.selectPlaceholder': '{label} : tous',
  'facet.rangeFrom': 'De',
  'facet.rangeTo': 'À',
  'facet.rangeApply': 'Appliquer',
  'selections.label': 'Filtres actifs',
  'selections.remove': 'Retirer le filtre : {label}',
  // French typography: a space before the colon, unbreakable so the colon never starts a line.
  'selections.chip': '{facet}\u00a0: {value}',
  'selections.range': '{from} – {to}',
  'selections.rangeFrom': 'à partir de {from}',
  'selections.rangeTo': 'jusqu’à {to}',
  'selections.rangeAny': 'toute valeur',
  'selections.clearAll': 'Tout effacer',
  'selections.query': 'Recherche',
  'pager.label': 'Pages',
  'pager.previous': 'Précédente',
  'pager.next': 'Suivante',
  'pager.page': 'Page {page}',
  'sort.label': 'Trier par',
  'sort.relevance': 'Pertinence',
  'hitsPerPage.label': 'Résultats par page',
  'hitsPerPage.option': '{count} par page',
  'autocomplete.label': 'Rechercher',
  'autocomplete.placeholder': 'Rechercher…',
  'autocomplete.guidanceInput': 'Saisissez au moins {count} caractères pour des suggestions.',
  'autocomplete.guidanceMenu':
    'Haut et Bas pour choisir une suggestion, Entrée pour la rechercher, Échap pour fermer la liste.',
  'autocomplete.results': '{count} suggestion|{count} suggestions',
};

export const ARABIC: Catalogue = {
  'select.loadFailed': 'تعذّر تحميل النتائج.',
  'select.inputTooShort': 'أدخل {count} أحرف أو أكثر',
  'select.inputTooLong': 'احذف {count} حرفًا',
  'select.maximumSelected': 'يمكنك اختيار {count} عناصر فقط',
  'select.noResults': 'لا توجد نتائج',
  'select.searching': 'جارٍ البحث…',
  'select.loadingMore': 'جارٍ تحميل المزيد من النتائج…',
  'select.guidanceMenu': 'استخدم السهمين للاختيار، وEnter للتحديد، وEscape لإغلاق القائمة.',
  'select.optionFocused': '{label}، {index} من {count}.',
  'select.optionSelected': '{label}، محدد.',
  'select.optionRemoved': '{label}، أزيل.',
  'select.results': 'خيار واحد|{count} خيارات',
  'autocomplete.suggestion': '{value} ({count})',
  'results.count': 'عقار واحد|{count} عقارات',
  'results.empty': 'لا توجد عقارات تطابق بحثك.',
  'results.error': 'تعذّر تحميل النتائج.',
  'results.retry': 'أعد المحاولة',
  'facet.missing': '(لا شيء)',
  'results.pending': 'جارٍ تحميل النتائج…',
  'facet.itemCount': '({count})',
  'facet.showMore': 'عرض المزيد',
  'facet.showFewer': 'عرض أقل',
  'facet.reset': 'مسح {label}',
  'facet.resetAll': 'مسح كل عوامل التصفية',
  'facet.selectPlaceholder': 'أي {label}',
  'facet.rangeFrom': 'من',
  'facet.rangeTo': 'إلى',
  'facet.rangeApply': 'تطبيق',
  'selections.label': 'عوامل التصفية النشطة',
  'selections.remove': 'إزالة عامل التصفية: {label}',
  'selections.chip': '{facet}: {value}',
  'selections.range': '{from} – {to}',
  'selections.rangeFrom': 'من {from}',
  'selections.rangeTo': 'حتى {to}',
  'selections.rangeAny': 'أي قيمة',
  'selections.clearAll': 'مسح الكل',
  'selections.query': 'البحث',
  'pager.label': 'الصفحات',
  'pager.previous': 'السابق',
  'pager.next': 'التالي',
  'pager.page': 'الصفحة {page}',
  'sort.label': 'الترتيب حسب',
  'sort.relevance': 'الأكثر صلة',
  'hitsPerPage.label': 'نتائج في الصفحة',
  'hitsPerPage.option': '{count} في الصفحة',
  'autocomplete.label': 'بحث',
  'autocomplete.placeholder': 'ابحث…',
  'autocomplete.guidanceInput': 'اكتب {count} أحرف أو أكثر لعرض الاقتراحات.',
  'autocomplete.guidanceMenu':
    'استخدم السهمين لاختيار اقتراح، وEnter للبحث عنه، وEscape لإغلاق القائمة.',
  'autocomplete.results': 'اقتراح واحد|{count} اقتراحات',
};

/** The words a themer writes into the template and configs, in the page's language. */
export interface PageTexts {
  readonly lang: string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly searchButton: string;
  readonly filters: string;
  readonly results: string;
  readonly pages: string;
  /** "Cottage in Fowey · 3 bedrooms · sleeps 6" */
  readonly inTown: string;
  readonly bedrooms: string;
  readonly sleeps: string;
  readonly perNight: string;
  readonly outOf5: string;
  readonly reviews: string;
  readonly facetLabels: Readonly<Record<string, string>>;
  /**
   * The facet values' descriptions (the amenities' tooltips), by field then value: the site's own
   * words, written in its language as the labels are. Left in English on the Arabic page, a
   * tooltip's full stop showed at its start.
   */
  readonly facetDescriptions?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly sortLabels: readonly string[];
}

export const ENGLISH_TEXTS: PageTexts = {
  lang: 'en',
  searchLabel: 'Where, or what',
  searchPlaceholder: 'Sea view, hot tub, St Ives…',
  searchButton: 'Search',
  filters: 'Filters',
  results: 'Results',
  pages: 'Pages',
  inTown: ' in ',
  bedrooms: 'plural:bedroom|bedrooms',
  sleeps: ' · sleeps ',
  perNight: ' / night',
  outOf5: ' out of 5,',
  reviews: ' reviews)',
  facetLabels: {},
  sortLabels: ['Best match', 'Price, low to high', 'Price, high to low', 'Best rated'],
};

export const FRENCH_TEXTS: PageTexts = {
  lang: 'fr',
  searchLabel: 'Où, ou quoi',
  searchPlaceholder: 'Vue sur mer, jacuzzi, St Ives…',
  searchButton: 'Rechercher',
  filters: 'Filtres',
  results: 'Résultats',
  pages: 'Pages',
  inTown: ' à ',
  bedrooms: 'plural:chambre|chambres',
  sleeps: ' · couchages : ',
  perNight: ' / nuit',
  outOf5: ' sur 5,',
  reviews: ' avis)',
  facetLabels: {
    ss_property_type: 'Type de logement',
    its_bedrooms: 'Chambres',
    sm_amenities: 'Équipements',
    ss_town: 'Ville',
    fts_price: 'Prix par nuit ($)',
    bs_pets: 'Animaux acceptés',
  },
  facetDescriptions: {
    sm_amenities: {
      Garden: 'Un jardin privé ou partagé pour se détendre.',
      Wifi: 'Internet sans fil dans tout le logement.',
      'Sea view': 'Vue sur la mer depuis le logement.',
      'Free parking': 'Stationnement gratuit sur place ou dans la rue.',
    },
  },
  sortLabels: ['Pertinence', 'Prix croissant', 'Prix décroissant', 'Mieux notés'],
};

export const ARABIC_TEXTS: PageTexts = {
  lang: 'ar',
  searchLabel: 'أين، أو ماذا',
  searchPlaceholder: 'إطلالة بحرية، حوض استحمام ساخن…',
  searchButton: 'بحث',
  filters: 'عوامل التصفية',
  results: 'النتائج',
  pages: 'الصفحات',
  inTown: ' في ',
  bedrooms: 'plural:غرفة نوم|غرف نوم',
  sleeps: ' · يتسع لـ ',
  perNight: ' / لليلة',
  outOf5: ' من 5،',
  reviews: ' تقييمًا)',
  facetLabels: {
    ss_property_type: 'نوع العقار',
    its_bedrooms: 'غرف النوم',
    sm_amenities: 'المرافق',
    ss_town: 'المدينة',
    fts_price: 'السعر لليلة ($)',
    bs_pets: 'يُسمح بالحيوانات الأليفة',
  },
  facetDescriptions: {
    sm_amenities: {
      Garden: 'حديقة خاصة أو مشتركة للاسترخاء.',
      Wifi: 'إنترنت لاسلكي في أرجاء العقار.',
      'Sea view': 'إطلالة على البحر من العقار.',
      'Free parking': 'موقف سيارات مجاني في العقار أو في الشارع.',
    },
  },
  sortLabels: ['الأكثر صلة', 'السعر: من الأقل', 'السعر: من الأعلى', 'الأعلى تقييمًا'],
};
