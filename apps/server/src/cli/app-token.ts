/**
 * `npm run app-token -- <phone> [minutes]` — prints an app token as the host application (the city's
 * government app) would hand it over: an HS256 JWT `{ phone, exp }` signed with APP_TOKEN_SECRET (the
 * same configuration the server reads), and the URL that signs in with it.
 */
import { ConfigError, loadConfig } from '../config';
import { signAppToken } from '../modules/auth/app-token';

const PHONE = /^1\d{10}$/;

function main(): void {
  const [phone, minutesText = '60'] = process.argv.slice(2);
  const minutes = Number(minutesText);
  if (!phone || !PHONE.test(phone) || !Number.isFinite(minutes) || minutes <= 0) {
    process.stderr.write(
      'Usage: npm run app-token -- <phone, 11 digits> [minutes valid, default 60]\n' +
        '  e.g. npm run app-token -- 13900000001\n',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const token = signAppToken(phone, config.appTokenSecret, Math.round(minutes * 60));
  const port = config.port === 0 ? 3000 : config.port;
  process.stdout.write(`${token}\n\nhttp://localhost:${port}/login?appToken=${token}\n`);
  if (config.appTokenSecretIsDefault)
    process.stderr.write(
      `\n(signed with the APP_TOKEN_SECRET generated in ${config.dataDir}/secrets.json; the host application needs the same value)\n`,
    );
}

try {
  main();
} catch (error) {
  process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `${String(error)}\n`);
  process.exit(1);
}
