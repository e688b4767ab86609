import type { TermsDocument } from './terms-document';

export const TERMS_FR: TermsDocument = {
  title: 'Mentions légales et conditions d’utilisation',
  intro:
    'Ces conditions s’appliquent à toute personne qui utilise le Label Portal. En vous connectant ou en passant une commande, vous les acceptez.',
  sections: [
    {
      id: 'legal-notice',
      heading: 'Mentions légales',
      paragraphs: [
        'Label Portal — exploité par le fournisseur d’étiquettes.',
        'Le Label Portal est le portail interentreprises par lequel les fournisseurs du groupe constructeur automobile s’inscrivent, commandent des étiquettes de sécurité anti-contrefaçon auprès du fournisseur d’étiquettes, redistribuent des rouleaux d’étiquettes et suivent les authentifications de leurs étiquettes.',
        'Les questions concernant le portail, votre compte ou vos commandes peuvent être envoyées au moyen du formulaire de contact après connexion. La page des coordonnées indique les contacts du fournisseur pour le traitement des commandes, l’expédition et les données bancaires.',
      ],
    },
    {
      id: 'use',
      heading: 'Utilisation du portail',
      paragraphs: [
        'Le portail est réservé aux utilisateurs inscrits des fournisseurs du groupe constructeur automobile, aux approbateurs du constructeur et au personnel du fournisseur d’étiquettes.',
      ],
      items: [
        'N’utilisez le portail que pour commander, distribuer et vérifier des étiquettes de sécurité dans le cadre de votre relation d’affaires avec le groupe constructeur automobile.',
        'N’essayez pas d’accéder aux données d’autres entreprises, de contourner les mesures de sécurité ou de perturber le service. Le fournisseur peut suspendre l’accès en cas d’abus.',
        'Le fournisseur vise une haute disponibilité du portail ; la maintenance peut interrompre le service pendant de courtes périodes.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Comptes',
      paragraphs: [],
      items: [
        'L’inscription exige des données d’entreprise exactes. Le nouvel utilisateur confirme son adresse e-mail ; le compte est ensuite approuvé par les approbateurs du constructeur et activé par le service client du fournisseur avant la première connexion.',
        'Chaque utilisateur se connecte avec son e-mail, l’identifiant de compte et un mot de passe personnel. Gardez votre mot de passe confidentiel et ne partagez pas votre compte. Un mot de passe doit être renouvelé lorsqu’il expire.',
        'Informez sans délai le fournisseur si vous soupçonnez l’utilisation abusive d’un compte. Les utilisateurs d’une entreprise peuvent désactiver les autres utilisateurs de leur entreprise dans le profil.',
        'Les comptes inutilisés pendant une longue période peuvent être désactivés.',
      ],
    },
    {
      id: 'orders',
      heading: 'Commandes',
      paragraphs: [
        'Une commande envoyée par le portail est une commande ferme auprès du fournisseur d’étiquettes. Une annulation peut être demandée tant que la commande n’est pas entrée en production.',
      ],
      items: [
        'Les prix sont ceux affichés dans le portail au moment de l’envoi de la commande, en euros et hors TVA.',
        'Conditions de paiement : 30 jours net à compter de la date de facture.',
        'Livraison : FCA sur le site du fournisseur (Incoterms 2020).',
        'Des frais de traitement s’appliquent aux commandes inférieures à 2 000 euros, sauf si le traitement est inclus dans le prix de vos étiquettes. Les frais des services supplémentaires, comme les rouleaux partiels ou la conception d’impression, sont affichés avant l’envoi de la commande. Il n’y a pas de volume minimum de commande.',
        'Les commandes peuvent être bloquées pour factures impayées, pour inactivité, ou lorsque deux commandes contiennent encore des étiquettes non activées. Les étiquettes livrées doivent être activées.',
      ],
    },
    {
      id: 'personal-data',
      heading: 'Données personnelles',
      paragraphs: [
        'Le fournisseur traite les données personnelles des utilisateurs (nom, adresse e-mail, numéro de téléphone et entreprise) pour gérer les comptes, les commandes et les livraisons et pour répondre aux demandes.',
        'Les données personnelles sont conservées 3 ans puis supprimées, sauf si la loi impose une conservation plus longue, par exemple pour les factures.',
        'Vous pouvez demander l’accès à vos données, leur rectification ou leur suppression, ou vous opposer à leur traitement, au moyen du formulaire de contact.',
        'Le portail n’utilise que les cookies nécessaires à son fonctionnement : la session, la protection contre la falsification de requêtes intersites et la langue choisie, enregistrée dans votre navigateur.',
      ],
    },
    {
      id: 'liability',
      heading: 'Responsabilité',
      paragraphs: [
        'Le fournisseur est responsable sans limitation des dommages causés intentionnellement ou par négligence grave, des atteintes à la vie, au corps ou à la santé, et lorsque le droit impératif de la responsabilité du fait des produits s’applique. En cas de négligence légère, le fournisseur n’est responsable que de la violation d’obligations essentielles, dans la limite du dommage typique et prévisible.',
        'Le fournisseur n’est pas responsable des interruptions dues à la maintenance ou à la force majeure, ni de l’utilisation de vos identifiants par des tiers. Le contenu des sites externes, comme le service d’authentification, relève de la responsabilité de leurs exploitants.',
      ],
    },
    {
      id: 'law',
      heading: 'Droit applicable',
      paragraphs: [
        'Ces conditions et toutes les commandes envoyées par le portail sont régies par le droit du pays où le fournisseur d’étiquettes a son siège social, à l’exclusion de la Convention des Nations unies sur les contrats de vente internationale de marchandises.',
        'Dans la mesure permise par la loi, les tribunaux du siège social du fournisseur sont compétents. Les accords individuels priment sur ces conditions. Si une disposition est invalide, les autres restent en vigueur.',
      ],
    },
  ],
};
