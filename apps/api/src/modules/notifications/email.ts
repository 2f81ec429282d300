import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h } from 'react';

/** The shop's colours (apps/web/src/styles/app.css): ivory ground, near-black ink, maroon accent, gold sparingly. */
const C = {
  ivory: '#fbf7f0',
  ink: '#1d1a17',
  inkSoft: '#4a433c',
  muted: '#665d55',
  maroon: '#6b1f2a',
  gold: '#b8955a',
  goldLight: '#e3c98f',
  white: '#ffffff',
};
const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const sans = "Mulish, 'Segoe UI', Helvetica, Arial, sans-serif";

export interface EmailContent {
  /** The heading inside the message. */
  title: string;
  /** The news itself, in one or a few sentences. */
  body: string;
  /** The main link: a button. */
  action?: { label: string; url: string };
  /** Other links (the courier's tracking page). */
  links: { label: string; url: string }[];
  preferencesUrl: string;
  shopName: string;
  shopAddress: string[];
}

function EmailLayout(c: EmailContent) {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null, h('title', null, c.title)),
    h(Preview, null, c.body),
    h(
      Body,
      {
        style: {
          backgroundColor: C.ivory,
          margin: 0,
          padding: '24px 0',
          fontFamily: sans,
          color: C.ink,
        },
      },
      h(
        Container,
        {
          style: {
            maxWidth: '560px',
            margin: '0 auto',
            backgroundColor: C.white,
            border: `1px solid ${C.goldLight}`,
          },
        },
        h(
          Section,
          {
            style: {
              backgroundColor: C.maroon,
              padding: '20px 32px',
              borderBottom: `3px solid ${C.gold}`,
            },
          },
          h(
            Text,
            {
              style: {
                margin: 0,
                fontFamily: serif,
                fontSize: '28px',
                letterSpacing: '4px',
                color: C.goldLight,
              },
            },
            'KANAK',
          ),
        ),
        h(
          Section,
          { style: { padding: '28px 32px 8px' } },
          h(
            Heading,
            {
              as: 'h1',
              style: {
                margin: '0 0 16px',
                fontFamily: serif,
                fontSize: '26px',
                fontWeight: 600,
                color: C.ink,
              },
            },
            c.title,
          ),
          h(
            Text,
            {
              style: { fontSize: '16px', lineHeight: '26px', color: C.inkSoft, margin: '0 0 24px' },
            },
            c.body,
          ),
          c.action
            ? h(
                Button,
                {
                  href: c.action.url,
                  style: {
                    backgroundColor: C.maroon,
                    color: C.ivory,
                    padding: '12px 24px',
                    fontSize: '15px',
                    fontWeight: 700,
                    textDecoration: 'none',
                    borderRadius: '2px',
                  },
                },
                c.action.label,
              )
            : null,
          ...c.links.map((l) =>
            h(
              Text,
              { key: l.url, style: { fontSize: '15px', margin: '16px 0 0' } },
              h(
                Link,
                { href: l.url, style: { color: C.maroon, textDecoration: 'underline' } },
                l.label,
              ),
            ),
          ),
        ),
        h(
          Section,
          { style: { padding: '8px 32px 24px' } },
          h(Hr, { style: { borderColor: C.goldLight, margin: '24px 0 16px' } }),
          h(
            Text,
            { style: { fontSize: '13px', lineHeight: '20px', color: C.muted, margin: 0 } },
            'You receive this because of your order with Kanak. ',
            h(
              Link,
              { href: c.preferencesUrl, style: { color: C.maroon, textDecoration: 'underline' } },
              'Choose how we reach you',
            ),
            '.',
          ),
          h(
            Text,
            { style: { fontSize: '13px', lineHeight: '20px', color: C.muted, margin: '8px 0 0' } },
            [c.shopName, ...c.shopAddress].join(', '),
          ),
        ),
      ),
    ),
  );
}

/** The e-mail's HTML (React Email: table layout and inline styles that mail clients keep) and its plain-text part. */
export async function renderEmail(c: EmailContent): Promise<{ html: string; text: string }> {
  const html = await render(h(EmailLayout, c));
  const lines = [
    c.title,
    '',
    c.body,
    ...(c.action ? ['', `${c.action.label}: ${c.action.url}`] : []),
    ...c.links.map((l) => `${l.label}: ${l.url}`),
    '',
    '--',
    `Choose how we reach you: ${c.preferencesUrl}`,
    [c.shopName, ...c.shopAddress].join(', '),
  ];
  return { html, text: lines.join('\n') };
}
