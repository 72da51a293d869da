/** A comment or contact-form message as Akismet's REST API describes it. */
export type AkismetComment = {
  /** Akismet's `comment_type`: comments and contact forms are judged differently. */
  type: 'comment' | 'contact-form'
  userIp: string
  userAgent?: string
  referrer?: string
  /** The page the form is on. */
  permalink?: string
  author?: string
  authorEmail?: string
  authorUrl?: string
  content: string
  /**
   * Further parameters sent as they are: `honeypot_field_name`, the posted fields as `POST_<name>`
   * (see behaviourFieldsForAkismet), `is_test`, `comment_date_gmt` …
   */
  extra?: Record<string, string>
}

/** Akismet's answer; 'unavailable' when it could not be asked or gave no usable answer. */
export type AkismetVerdict = 'spam' | 'ham' | 'unavailable'

/** What the spam check and the admin's "spam" / "not spam" buttons need from Akismet. */
export interface AkismetClient {
  commentCheck(comment: AkismetComment): Promise<AkismetVerdict>
  /** Reports a message Akismet let through; rejects when Akismet did not take the report. */
  submitSpam(comment: AkismetComment): Promise<void>
  /** Reports a message Akismet wrongly caught; rejects when Akismet did not take the report. */
  submitHam(comment: AkismetComment): Promise<void>
}
