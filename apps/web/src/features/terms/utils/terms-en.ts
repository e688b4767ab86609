import type { TermsDocument } from './terms-document';

export const TERMS_EN: TermsDocument = {
  title: 'Legal notice and terms of use',
  intro:
    'These terms apply to everyone who uses the Label Portal. By signing in or placing an order you accept them.',
  sections: [
    {
      id: 'legal-notice',
      heading: 'Legal notice',
      paragraphs: [
        'Label Portal — operated by the label provider.',
        'The Label Portal is the business-to-business portal through which supplier companies of the car-maker group register, order anti-counterfeit security labels from the label provider, redistribute label rolls and follow the authentications of their labels.',
        'Questions about the portal, your account or your orders can be sent with the contact form after signing in. The contact information page lists the provider’s contacts for order processing, shipping and bank data.',
      ],
    },
    {
      id: 'use',
      heading: 'Use of the portal',
      paragraphs: [
        'The portal is reserved for registered users of supplier companies of the car-maker group, for the car-maker’s approvers and for the label provider’s staff.',
      ],
      items: [
        'Use the portal only to order, distribute and check security labels within your business relationship with the car-maker group.',
        'Do not try to reach data of other companies, to get around the security measures or to disturb the service. The provider may suspend access in case of misuse.',
        'The provider aims at a high availability of the portal; maintenance can interrupt the service for short periods.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      paragraphs: [],
      items: [
        'Registration requires correct company data. A new user confirms the e-mail address; the account is then approved by the car-maker’s approvers and activated by the provider’s customer service before the first login.',
        'Each user signs in with e-mail, account ID and a personal password. Keep your password confidential and do not share your account. A password must be renewed when it expires.',
        'Tell the provider without delay if you suspect misuse of an account. Users of a company can deactivate the other users of their company in the profile.',
        'Accounts that are not used for a long period can be deactivated.',
      ],
    },
    {
      id: 'orders',
      heading: 'Orders',
      paragraphs: [
        'An order sent through the portal is a binding order to the label provider. A cancellation can be requested as long as the order has not gone into production.',
      ],
      items: [
        'Prices are those shown in the portal when the order is sent, in euro and without VAT.',
        'Payment terms: 30 days net from the invoice date.',
        'Delivery: FCA at the provider’s site (Incoterms 2020).',
        'Handling fees apply to orders below 2,000 euro, unless handling is included in your label price. Fees for extra services such as partial rolls or print design are shown before the order is sent. There is no minimum order volume.',
        'Ordering can be blocked for unpaid invoices, for inactivity, or when two orders still hold labels that have not been activated. Delivered labels must be activated.',
      ],
    },
    {
      id: 'personal-data',
      heading: 'Personal data',
      paragraphs: [
        'The provider processes the personal data of users (name, e-mail address, phone number and company) to manage accounts, orders and deliveries and to answer requests.',
        'Personal data are kept for 3 years and then deleted, unless the law requires a longer retention, for example for invoices.',
        'You may ask for access to your data, their correction or deletion, or object to their processing, with the contact form.',
        'The portal uses only the cookies needed for it to work: the session, the protection against cross-site request forgery, and the language you chose, which is stored in your browser.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'The provider is liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, and where mandatory product liability law applies. For slight negligence the provider is liable only for the breach of essential obligations, limited to the typical damage that could be foreseen.',
        'The provider is not liable for interruptions caused by maintenance or force majeure, nor for the use of your credentials by third parties. The content of external sites, such as the authentication service, is the responsibility of their operators.',
      ],
    },
    {
      id: 'law',
      heading: 'Applicable law',
      paragraphs: [
        'These terms and all orders sent through the portal are governed by the law of the country in which the label provider has its registered office, excluding the United Nations Convention on Contracts for the International Sale of Goods.',
        'As far as the law allows, the courts of the provider’s registered office have jurisdiction. Individual agreements take precedence over these terms. Should a provision be invalid, the others remain in force.',
      ],
    },
  ],
};
