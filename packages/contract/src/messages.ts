/**
 * Validation and error messages shared by server and web. Schemas carry the key; the server
 * translates it for the request's language and the web translates it with i18next. English texts
 * are the specification's, word for word.
 */
export const MESSAGE = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  maxLength: 'validation.maxLength',
  invalid: 'validation.invalid',
  controlCharacters: 'validation.controlCharacters',
  invalidData: 'errors.invalidData',
  passwordMinLength: 'validation.passwordMinLength',
  passwordPrintable: 'validation.passwordPrintable',
  passwordComplexity: 'validation.passwordComplexity',
  passwordsDoNotMatch: 'validation.passwordsDoNotMatch',
  loginFailed: 'errors.loginFailed',
  passwordExpired: 'errors.passwordExpired',
  accountInactive: 'errors.accountInactive',
  tooManyAttempts: 'errors.tooManyAttempts',
  notAuthenticated: 'errors.notAuthenticated',
  forbidden: 'errors.forbidden',
  csrfFailed: 'errors.csrfFailed',
  notFound: 'errors.notFound',
  rateLimited: 'errors.rateLimited',
  internal: 'errors.internal',
  captchaFailed: 'errors.captchaFailed',
  positiveInteger: 'validation.positiveInteger',
  quantityTooLarge: 'validation.quantityTooLarge',
  noPositions: 'validation.noPositions',
  tooManyPositions: 'validation.tooManyPositions',
  tooManyLabels: 'validation.tooManyLabels',
  invalidDate: 'validation.invalidDate',
  dateNotBeforeTomorrow: 'validation.dateNotBeforeTomorrow',
  productNotOrderable: 'validation.productNotOrderable',
  extraServiceNotOffered: 'validation.extraServiceNotOffered',
  duplicateExtraService: 'validation.duplicateExtraService',
  unknownPrintField: 'validation.unknownPrintField',
  readOnlyField: 'validation.readOnlyField',
  addressNotUsable: 'validation.addressNotUsable',
  transportForced: 'validation.transportForced',
  transportNotOffered: 'validation.transportNotOffered',
  duplicatePosition: 'validation.duplicatePosition',
  idempotencyKey: 'validation.idempotencyKey',
  idempotencyKeyReused: 'errors.idempotencyKeyReused',
  orderingBlocked: 'errors.orderingBlocked',
  blockedUnpaidBills: 'errors.blockedUnpaidBills',
  blockedInactivity: 'errors.blockedInactivity',
  blockedNonActivated: 'errors.blockedNonActivated',
  deliveryAddressPending: 'errors.deliveryAddressPending',
  cancelNotAllowed: 'errors.cancelNotAllowed',
  wholeRollsOnly: 'validation.wholeRollsOnly',
  code39: 'validation.code39',
} as const;

export type MessageKey = (typeof MESSAGE)[keyof typeof MESSAGE];

export const MESSAGES_EN: Record<MessageKey, string> = {
  'validation.required': 'Required',
  'validation.invalidEmail': 'Invalid email',
  'validation.maxLength': 'Ensure this field has no more than {{max}} characters.',
  'validation.invalid': 'Invalid value',
  'validation.controlCharacters': 'Remove the control characters (such as NUL) from this text.',
  'errors.invalidData': 'Some of the data sent cannot be stored. Please check your input.',
  'validation.passwordMinLength': 'Minimal length is 8',
  'validation.passwordPrintable': 'Only printable ASCII characters are allowed',
  'validation.passwordComplexity': 'Provide 1 digit, 1 lower case, 1 special char',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'errors.loginFailed': 'Unable to log in with the provided credentials.',
  'errors.passwordExpired': 'Your password has expired.',
  'errors.accountInactive': 'Your account is not active.',
  'errors.tooManyAttempts': 'Too many failed login attempts. Please try again later.',
  'errors.notAuthenticated': 'Authentication credentials were not provided.',
  'errors.forbidden': "You don't have sufficient rights to access this Content.",
  'errors.csrfFailed': 'CSRF verification failed.',
  'errors.notFound': 'Not found.',
  'errors.rateLimited': 'Too many requests. Please try again later.',
  'errors.internal': 'An internal error occurred.',
  'errors.captchaFailed': 'The captcha check failed.',
  'validation.positiveInteger': 'Enter a whole number above 0.',
  'validation.quantityTooLarge': 'This quantity is too large.',
  'validation.noPositions': 'Add at least one product to the order.',
  'validation.tooManyPositions': 'Too many positions in one order.',
  'validation.tooManyLabels': 'Too many labels in one order: please split it into several orders.',
  'validation.invalidDate': 'Enter a date as yyyy-MM-dd.',
  'validation.dateNotBeforeTomorrow': 'The requested shipping date must be after today.',
  'validation.productNotOrderable': 'This product cannot be ordered.',
  'validation.extraServiceNotOffered': 'This extra service is not offered for the product.',
  'validation.duplicateExtraService': 'This extra service is already part of the position.',
  'validation.unknownPrintField': "This field is not part of the product's print data.",
  'validation.readOnlyField': 'This field cannot be changed.',
  'validation.addressNotUsable': 'This address cannot be used for the order.',
  'validation.transportForced': 'Your company organises its transport itself.',
  'validation.transportNotOffered': 'Transport is organised by the provider.',
  'validation.duplicatePosition': 'Each position needs its own uuid.',
  'validation.idempotencyKey': 'The Idempotency-Key header is required (8 to 100 characters).',
  'errors.idempotencyKeyReused': 'This Idempotency-Key was used for a different order.',
  'errors.orderingBlocked': 'Ordering is blocked for your company.',
  'errors.blockedUnpaidBills': 'Company blocked due to unpaid bills.',
  'errors.blockedInactivity': 'Company blocked due to inactivity.',
  'errors.blockedNonActivated': 'Company blocked due to non-activated labels.',
  'errors.deliveryAddressPending':
    'Currently you cannot order: Your delivery address has yet to be approved.',
  'errors.cancelNotAllowed': 'This order can no longer be cancelled.',
  'validation.wholeRollsOnly': 'Only whole rolls can be ordered for this product.',
  'validation.code39':
    'This value cannot be printed as a CODE39 barcode: use digits, capital letters, space and - . $ / + % only.',
};

export const MESSAGES_FR: Record<MessageKey, string> = {
  'validation.required': 'Obligatoire',
  'validation.invalidEmail': 'Adresse e-mail invalide',
  'validation.maxLength': 'Ce champ ne doit pas dépasser {{max}} caractères.',
  'validation.invalid': 'Valeur invalide',
  'validation.controlCharacters': 'Supprimez les caractères de contrôle (comme NUL) de ce texte.',
  'errors.invalidData':
    'Certaines données envoyées ne peuvent pas être enregistrées. Veuillez vérifier votre saisie.',
  'validation.passwordMinLength': 'La longueur minimale est de 8',
  'validation.passwordPrintable': 'Seuls les caractères ASCII imprimables sont autorisés',
  'validation.passwordComplexity': 'Indiquez 1 chiffre, 1 minuscule, 1 caractère spécial',
  'validation.passwordsDoNotMatch': 'Les mots de passe ne correspondent pas',
  'errors.loginFailed': 'Impossible de se connecter avec les identifiants fournis.',
  'errors.passwordExpired': 'Votre mot de passe a expiré.',
  'errors.accountInactive': "Votre compte n'est pas actif.",
  'errors.tooManyAttempts': 'Trop de tentatives de connexion échouées. Veuillez réessayer plus tard.',
  'errors.notAuthenticated': "Les informations d'authentification n'ont pas été fournies.",
  'errors.forbidden': "Vous n'avez pas les droits suffisants pour accéder à ce contenu.",
  'errors.csrfFailed': 'La vérification CSRF a échoué.',
  'errors.notFound': 'Introuvable.',
  'errors.rateLimited': 'Trop de requêtes. Veuillez réessayer plus tard.',
  'errors.internal': 'Une erreur interne est survenue.',
  'errors.captchaFailed': 'La vérification captcha a échoué.',
  'validation.positiveInteger': 'Saisissez un nombre entier supérieur à 0.',
  'validation.quantityTooLarge': 'Cette quantité est trop élevée.',
  'validation.noPositions': 'Ajoutez au moins un produit à la commande.',
  'validation.tooManyPositions': 'Trop de positions dans une seule commande.',
  'validation.tooManyLabels':
    "Trop d'étiquettes dans une seule commande : veuillez la répartir sur plusieurs commandes.",
  'validation.invalidDate': 'Saisissez une date au format aaaa-MM-jj.',
  'validation.dateNotBeforeTomorrow': "La date d'expédition souhaitée doit être postérieure à aujourd'hui.",
  'validation.productNotOrderable': 'Ce produit ne peut pas être commandé.',
  'validation.extraServiceNotOffered': "Ce service supplémentaire n'est pas proposé pour ce produit.",
  'validation.duplicateExtraService': 'Ce service supplémentaire figure déjà dans la position.',
  'validation.unknownPrintField': "Ce champ ne fait pas partie des données d'impression du produit.",
  'validation.readOnlyField': 'Ce champ ne peut pas être modifié.',
  'validation.addressNotUsable': 'Cette adresse ne peut pas être utilisée pour la commande.',
  'validation.transportForced': 'Votre entreprise organise elle-même son transport.',
  'validation.transportNotOffered': 'Le transport est organisé par le fournisseur.',
  'validation.duplicatePosition': 'Chaque position doit avoir son propre uuid.',
  'validation.idempotencyKey': "L'en-tête Idempotency-Key est obligatoire (8 à 100 caractères).",
  'errors.idempotencyKeyReused': 'Cette clé Idempotency-Key a été utilisée pour une autre commande.',
  'errors.orderingBlocked': 'La commande est bloquée pour votre entreprise.',
  'errors.blockedUnpaidBills': 'Entreprise bloquée pour factures impayées.',
  'errors.blockedInactivity': 'Entreprise bloquée pour inactivité.',
  'errors.blockedNonActivated': 'Entreprise bloquée pour étiquettes non activées.',
  'errors.deliveryAddressPending':
    'Vous ne pouvez pas commander pour le moment : votre adresse de livraison doit encore être approuvée.',
  'errors.cancelNotAllowed': 'Cette commande ne peut plus être annulée.',
  'validation.wholeRollsOnly': 'Seuls des rouleaux entiers peuvent être commandés pour ce produit.',
  'validation.code39':
    'Cette valeur ne peut pas être imprimée en code-barres CODE39 : utilisez uniquement des chiffres, des majuscules, l’espace et - . $ / + %.',
};

export type Language = 'en' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'fr'];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Picks the first supported language of an Accept-Language header, English otherwise. */
export function pickLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return FALLBACK_LANGUAGE;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return FALLBACK_LANGUAGE;
}

/** Translates a message key (with {{name}} parameters); an unknown key is returned as it is. */
export function translateMessage(
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const catalog = language === 'fr' ? MESSAGES_FR : MESSAGES_EN;
  const template = (catalog as Record<string, string>)[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
