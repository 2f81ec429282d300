import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The shop's signing certificate (ARCHITECTURE §9 "Signed"): a PKCS#12 bundle of the private key
 * and its certificate, as a Certifying Authority issues a class 3 document signer. The PDFs are
 * signed with it by tax-pdf-sign.ts; here it is only found, opened and checked.
 */
export interface SigningCertificate {
  p12: Buffer;
  password: string;
  /** The certificate's common name, e.g. the LLP's name. */
  commonName: string;
  notAfter: Date;
  /** A self-signed certificate made into DATA_DIR outside production (no CA vouches for it). */
  demo: boolean;
}

export class SigningCertificateError extends Error {}

/** PKCS#12 bag types (RFC 7292): a shrouded PKCS#8 key, a certificate. */
const KEY_BAG = '1.2.840.113549.1.12.10.1.2';
const CERT_BAG = '1.2.840.113549.1.12.10.1.3';

/** SIGNING_P12 is a path to a .p12/.pfx file, or the file itself in base64. */
export function readP12(value: string, baseDir: string): Buffer {
  const file = path.resolve(baseDir, value);
  if (value.length < 1024 && existsSync(file)) return readFileSync(file);
  const bytes = Buffer.from(value.replace(/\s+/g, ''), 'base64');
  // A DER PKCS#12 is an ASN.1 SEQUENCE: it starts with 0x30.
  if (bytes.length < 64 || bytes[0] !== 0x30) throw new SigningCertificateError('SIGNING_P12 is neither a readable file nor a base64 PKCS#12 bundle');
  return bytes;
}

/** Opens the bundle with its password and checks it holds a key and the certificate that matches it. */
export function openP12(p12: Buffer, password: string, demo = false): SigningCertificate {
  let bundle: forge.pkcs12.Pkcs12Pfx;
  try {
    bundle = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, password);
  } catch {
    throw new SigningCertificateError('SIGNING_P12 could not be opened with SIGNING_P12_PASSWORD');
  }
  const key = bundle.getBags({ bagType: KEY_BAG })[KEY_BAG]?.[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const certs = (bundle.getBags({ bagType: CERT_BAG })[CERT_BAG] ?? []).flatMap((b) => (b.cert ? [b.cert] : []));
  const cert = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return key !== undefined && pub.n?.compareTo(key.n) === 0 && pub.e?.compareTo(key.e) === 0;
  });
  if (!key || !cert) throw new SigningCertificateError('SIGNING_P12 must hold an RSA private key and its certificate');
  const commonName = String(cert.subject.getField('CN')?.value ?? '');
  return { p12, password, commonName, notAfter: cert.validity.notAfter, demo };
}

/** A self-signed document-signing certificate for the seller, valid ten years. */
export function selfSignedP12(commonName: string, password: string): Buffer {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const publicKey = forge.pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: commonName },
    { name: 'organizationalUnitName', value: 'Demo certificate, not issued by a Certifying Authority' },
    { name: 'countryName', value: 'IN' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: '3des', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/**
 * Outside production, a demo certificate made once into DATA_DIR (like document.key): the bundle
 * and its random password in one file, readable by the shop's user only, written whole (a
 * temporary file renamed over it) so that two processes starting at once never pair one's bundle
 * with the other's password.
 */
export function demoCertificate(dataDir: string, commonName: string): SigningCertificate {
  const file = path.join(dataDir, 'signing-demo.json');
  if (existsSync(file)) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { p12: string; password: string };
      return openP12(Buffer.from(saved.p12, 'base64'), saved.password, true);
    } catch {
      // A demo certificate that cannot be read is made again: it vouches for nothing kept.
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(18).toString('base64url');
  const p12 = selfSignedP12(commonName, password);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, JSON.stringify({ p12: p12.toString('base64'), password }), { mode: 0o600 });
  renameSync(temporary, file);
  return openP12(p12, password, true);
}
