/** Word lists and country data the large generator combines into companies and people. */

export type LargeCountry = {
  code: string;
  /** How often the country occurs relative to the others. */
  weight: number;
  legalForm: string;
  /** Street pattern, % is the house number. */
  street: string;
  cities: string[];
  postalCodes: string[];
  phone: string;
  vatPrefix: string;
  vatDigits: number;
  language: 'en' | 'fr';
};

/** code | weight | legal form | street | city:postal code; ... | phone | VAT prefix | VAT digits | language */
const COUNTRY_ROWS = `
FR | 5 | SAS        | % Rue de l'Industrie          | Besançon:25000; Lyon:69007; Rennes:35000; Mulhouse:68100          | +33  | FR  | 11 | fr
DE | 4 | GmbH       | Industriestraße %             | Bochum:44793; Stuttgart:70565; Kaiserslautern:67657; Rüsselsheim:65428 | +49 | DE | 9 | en
IT | 3 | S.r.l.     | Via dell'Industria %          | Torino:10137; Modena:41122; Brescia:25125; Melfi:85025           | +39  | IT  | 11 | en
ES | 3 | S.L.       | Calle de la Industria %       | Zaragoza:50016; Vigo:36210; Valencia:46024; Madrid:28021         | +34  | ESB | 8  | en
PL | 2 | Sp. z o.o. | ul. Przemysłowa %             | Tychy:43-100; Gliwice:44-100; Poznań:61-001                       | +48  | PL  | 10 | en
CZ | 1 | s.r.o.     | Průmyslová %                  | Kolín:28002; Mladá Boleslav:29301                                 | +420 | CZ  | 8  | en
SK | 1 | s.r.o.     | Priemyselná %                 | Trnava:91701; Žilina:01001                                        | +421 | SK  | 10 | en
PT | 1 | Lda.       | Rua da Indústria %            | Mangualde:3530-000; Aveiro:3800-000                               | +351 | PT  | 9  | en
MA | 1 | SARL       | Zone Industrielle, Lot %      | Kénitra:14000; Tanger:90000                                       | +212 | MA  | 15 | fr
TR | 1 | A.Ş.       | Organize Sanayi Bölgesi %     | Bursa:16140; Kocaeli:41400                                        | +90  | TR  | 10 | en
BR | 2 | Ltda.      | Avenida Industrial %          | Betim:32530-000; Porto Real:27570-000; Goiana:55900-000           | +55  | BR  | 14 | en
CN | 1 | Co., Ltd.  | % Industrial Avenue           | Wuhan:430000; Ningbo:315800                                       | +86  | CN  | 18 | en
US | 1 | Inc.       | % Industrial Parkway          | Auburn Hills:MI 48326; Toledo:OH 43608                            | +1   | US  | 9  | en
IN | 1 | Pvt. Ltd.  | Plot %, MIDC Industrial Area  | Pune:411019; Chennai:600058                                       | +91  | IN  | 15 | en
`;

function parseCountry(row: string): LargeCountry {
  const cells = row.split('|').map((cell) => cell.trim());
  if (cells.length !== 9) throw new Error(`country row needs 9 cells: ${row}`);
  const [code, weight, legalForm, street, places, phone, vatPrefix, vatDigits, language] = cells as string[];
  const pairs = (places as string).split(';').map((place) => place.trim().split(':') as [string, string]);
  return {
    code: code as string,
    weight: Number(weight),
    legalForm: legalForm as string,
    street: street as string,
    cities: pairs.map(([city]) => city),
    postalCodes: pairs.map(([, postalCode]) => postalCode),
    phone: phone as string,
    vatPrefix: vatPrefix as string,
    vatDigits: Number(vatDigits),
    language: language === 'fr' ? 'fr' : 'en',
  };
}

export const LARGE_COUNTRIES: readonly LargeCountry[] = COUNTRY_ROWS.trim().split('\n').map(parseCountry);

const words = (text: string): string[] => text.trim().split(/\s+/);

export const NAME_PREFIXES = words(
  'Nord Sud Euro Inter Alpha Delta Omega Atlas Orion Vega Nova Prime Metro Astra Terra Tecno Auto Proto Flex Micro',
);
export const NAME_CORES = words(
  'plast metall cable gum tech forge cast filter glass seal spring wire light brake fix form tube press lack tex',
);
export const NAME_SECTORS = words(
  'Components Industries Automotive Systems Technologies Parts Manufacturing Solutions',
);
export const FIRST_NAMES = words(
  'Anna Ben Carla David Elena Felix Greta Hugo Ines Jan Karin Luca Maria Nils Olga Paul Rosa Sven Tara Umberto Vera Willem Yara Zoe',
);
export const LAST_NAMES = words(
  'Almeida Bauer Costa Dupont Engel Ferrari Garcia Hansen Ivanova Jansen Kowalski Lambert Moreau Novak Ortiz Petrov Quinn Rossi Schulz Tanaka Urban Vidal Weber Yilmaz',
);
