// A local OpenID Connect provider standing in for Google in browser tests (loopback only).
// Its built-in sign-in page accepts any email as the login; that email is the account.
import Provider from 'oidc-provider';
import { GOOGLE_CLIENT, OIDC_PORT, SHOP_PORT } from './ports.mjs';

const issuer = `http://127.0.0.1:${OIDC_PORT}`;
const callbacks = ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${SHOP_PORT}/api/auth/callback/google`);

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: GOOGLE_CLIENT.id,
      client_secret: GOOGLE_CLIENT.secret,
      redirect_uris: callbacks,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  async findAccount(_ctx, id) {
    const local = id.split('@')[0] ?? id;
    const name = local
      .split(/[._-]/)
      .filter((part) => /^[a-z]+$/i.test(part))
      .map((part) => part[0].toUpperCase() + part.slice(1))
      .join(' ');
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: id, email_verified: true, name: name || 'Google User' };
      },
    };
  },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => false },
  cookies: { keys: ['alankar-e2e-cookie-key'] },
});
provider.proxy = false;

provider.listen(OIDC_PORT, '127.0.0.1', () => console.log(`OpenID Connect stand-in on ${issuer}`));
