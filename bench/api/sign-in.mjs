// Signs in through the API as the web app does, and reads what the load scenarios need.

/** The demo supplier (apps/server/src/seed/demo-accounts.ts). */
export const DEMO_SUPPLIER = {
  username: 'supplier@demo.example',
  account_id: '12345A0001',
  password: 'Demo-pass-1',
};

function readCookies(response) {
  const cookies = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return cookies;
}

/**
 * GET /accounts/api/login/ (csrftoken cookie), then POST it with the credentials and the token in
 * X-CSRFToken; answers the session: its cookie header and the token for unsafe calls.
 */
export async function signIn(baseUrl, account = DEMO_SUPPLIER) {
  const first = await fetch(`${baseUrl}/accounts/api/login/`);
  const { csrftoken } = readCookies(first);
  if (!csrftoken) throw new Error(`GET /accounts/api/login/ set no csrftoken cookie (${first.status})`);
  const login = await fetch(`${baseUrl}/accounts/api/login/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${csrftoken}`,
      'x-csrftoken': csrftoken,
    },
    body: JSON.stringify(account),
  });
  const cookies = readCookies(login);
  if (login.status !== 200 || !cookies.sessionid || !cookies.csrftoken) {
    throw new Error(`sign-in as ${account.username} answered ${login.status}: ${await login.text()}`);
  }
  return {
    cookie: `sessionid=${cookies.sessionid}; csrftoken=${cookies.csrftoken}`,
    csrfToken: cookies.csrftoken,
  };
}

/** Headers of a signed-in call as the web app sends them (X-CSRFToken on unsafe calls). */
export function sessionHeaders(session, { isUnsafe = false } = {}) {
  return {
    Accept: 'application/json',
    'Accept-Language': 'en',
    Cookie: session.cookie,
    ...(isUnsafe ? { 'Content-Type': 'application/json', 'X-CSRFToken': session.csrfToken } : {}),
  };
}

async function getJson(baseUrl, session, path) {
  const response = await fetch(`${baseUrl}${path}`, { headers: sessionHeaders(session) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The supplier's orderable products without extra services, and its company's addresses. */
export async function loadOrderingData(baseUrl, session) {
  const products = await getJson(baseUrl, session, '/orders/api/products/');
  const [account] = await getJson(baseUrl, session, '/accounts/api/users/');
  const standard = products.filter((product) => product.extra_services.length === 0 && !product.blocked);
  const profile = account?.company_profile;
  if (standard.length < 3 || !profile?.delivery_address || !profile?.billing_address) {
    throw new Error('the signed-in supplier needs three products without extra services and both addresses');
  }
  return {
    standard,
    addresses: { delivery: profile.delivery_address.pk, billing: profile.billing_address.pk },
  };
}

/**
 * The first candidate account that signs in and can order (three products without extra
 * services, both addresses): { account, session, ordering }, or undefined.
 */
export async function findOrderingAccount(baseUrl, candidates) {
  for (const account of candidates) {
    try {
      const session = await signIn(baseUrl, {
        username: account.username,
        account_id: account.account_id,
        password: DEMO_SUPPLIER.password,
      });
      return { account, session, ordering: await loadOrderingData(baseUrl, session) };
    } catch {
      // the next one
    }
  }
  return undefined;
}
