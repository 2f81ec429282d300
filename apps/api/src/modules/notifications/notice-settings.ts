import type { SmsTemplateName } from '@kanak/domain/notifications';
import type { Env } from '../../env.ts';

/** What a notice (and the one-time code's text) needs of the configuration: where links point, the SMS template ids. */
export interface NoticeSettings {
  siteOrigin: string;
  smsTemplates: Partial<Record<SmsTemplateName, string>>;
  shopName: string;
  shopAddress: string[];
}

let settings: NoticeSettings = {
  siteOrigin: 'http://127.0.0.1:3000',
  smsTemplates: {},
  shopName: 'Kanak Fine Jewellery LLP',
  shopAddress: [],
};

/**
 * Set once by buildApp from the environment. Notices are queued by a dozen services inside their
 * own transactions, most of which never needed the configuration; one process serves one shop, so
 * this is read here rather than threaded through every caller (decision 057).
 */
export function configureNotices(env: Pick<Env, 'siteOrigin' | 'smsTemplates' | 'shop'>): void {
  settings = {
    siteOrigin: env.siteOrigin,
    smsTemplates: env.smsTemplates,
    shopName: env.shop.legalName,
    shopAddress: env.shop.address,
  };
}

export const noticeSettings = (): NoticeSettings => settings;
