import { Injectable } from '@nestjs/common';
import { TokenService } from '../auth/token.service';

/** Attachment links work for an hour: long enough for a working session, too short to pass around. */
export const LINK_SECONDS = 3600;
/** An item sent by e-mail carries its files as links that work for a week (issue: 7 days). */
export const SHARED_LINK_SECONDS = 7 * 24 * 3600;
const FILE_PURPOSE = 'file-download';
const ZIP_PURPOSE = 'files-zip';

export interface FileLinkClaims {
  file_id: string;
  user_id: string;
  /** '1' when the browser must save the file rather than show it. */
  download: '0' | '1';
}

export interface ZipLinkClaims {
  /** File ids, comma-separated. */
  files: string;
  user_id: string;
}

/** A link's claims were signed by this server: each is text, or absent. */
const claimsOf = (claims: Record<string, unknown>) => (name: string) => {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Signed, expiring addresses of files: a browser opens them without a bearer token, and they name
 * the user they were issued to, whose right to the files is checked again when opened.
 */
@Injectable()
export class FileLinks {
  constructor(private readonly tokens: TokenService) {}

  file(claims: FileLinkClaims, name: string, seconds = LINK_SECONDS): string {
    const link = this.tokens.signLink(FILE_PURPOSE, { ...claims }, seconds);
    return `/api/files/link/${link}/${encodeURIComponent(name)}`;
  }

  zip(claims: ZipLinkClaims): string {
    return `/api/files/zip/${this.tokens.signLink(ZIP_PURPOSE, { ...claims }, LINK_SECONDS)}`;
  }

  openFile(link: string): FileLinkClaims {
    const claim = claimsOf(this.tokens.verifyLink(link, FILE_PURPOSE));
    return { file_id: claim('file_id'), user_id: claim('user_id'), download: claim('download') === '1' ? '1' : '0' };
  }

  openZip(link: string): ZipLinkClaims {
    const claim = claimsOf(this.tokens.verifyLink(link, ZIP_PURPOSE));
    return { files: claim('files'), user_id: claim('user_id') };
  }
}
