import React from 'react';
import type { PublishBuild, PublishingStatusResponse } from '../../../contract/staff';
import { formatNzDateTime } from '../../../contract/dates';
import { MessageBanner } from '../booking/MessageBanner';
import { errorMessages } from '../booking/bookings-api';
import { staffApi, usePublishingStatusQuery } from './staff-api';
import * as styles from './Staff.module.css';

/** While a build waits or runs, the status is asked again this often (the build takes minutes). */
export const PUBLISHING_POLL_MS = 5000;

export const BUILD_STATES: Record<PublishBuild['state'], string> = {
  waiting: 'Waiting',
  building: 'Building',
  live: 'Live',
  replaced: 'Replaced',
  failed: 'Failed',
};

const VERBS: Record<string, string> = { publish: 'published', unpublish: 'unpublished', delete: 'deleted', archive: 'archived', unarchive: 'unarchived', save: 'saved', auto_save: 'saved', create: 'created' };

/** What started a build, in words: 'ContentManagement.Entry.publish' -> 'Entry published'; anything else as it is. */
export function triggerText(trigger: string): string {
  const topic = /^ContentManagement\.(Entry|Asset|ContentType)\.(\w+)$/.exec(trigger);
  if (!topic) return trigger;
  return `${topic[1] === 'ContentType' ? 'Content type' : topic[1]} ${VERBS[topic[2]] ?? topic[2]}`;
}

/** A build waits for the debounce or runs: worth asking again soon. */
export const publishingActive = (status: PublishingStatusResponse | undefined) => !!status && (status.building || status.builds.some((b) => b.state === 'waiting' || b.state === 'building'));

/**
 * Publishing from Contentful (GET /api/staff/publishing): whether the publishing hook is on, the
 * build the site is served from, and the last rebuilds (waiting, building, live, replaced or
 * failed), a failed one with the end of its output. While a build waits or runs, the page asks
 * again every 5 seconds, so staff see it go live (or fail) without reloading.
 */
export function PublishingPage() {
  // The status already received decides whether the query asks again.
  const { data: known } = staffApi.endpoints.publishingStatus.useQueryState();
  const { data, isLoading, isError, error } = usePublishingStatusQuery(undefined, { pollingInterval: publishingActive(known) ? PUBLISHING_POLL_MS : 0 });

  if (isLoading) return <p className={`container ${styles.page}`} role="status">Loading the publishing status…</p>;
  if (isError || !data) {
    return (
      <div className={`container ${styles.page}`}>
        <MessageBanner kind="error" messages={errorMessages(error, 'We could not load the publishing status. Please try again.')} />
      </div>
    );
  }
  if (!data.enabled) {
    return (
      <div className={`container ${styles.page}`}>
        <p className={styles.notice}>
          Publishing from Contentful is off on this server (no webhook signing secret, CONTENTFUL_WEBHOOK_SECRET, is set): publishing in Contentful does not rebuild the site.
        </p>
      </div>
    );
  }
  const live = data.builds.find((b) => b.id === data.current);
  const running = data.builds.find((b) => b.state === 'building' || b.state === 'waiting');
  const latest = data.builds[0];
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.section} aria-labelledby="publishing-live">
        <h2 id="publishing-live">Live site</h2>
        <p>{live ? `Served from build ${live.id}, live since ${formatNzDateTime(live.finished_at)}.` : 'No build has gone live since publishing was turned on.'}</p>
        <div role="status">
          {running && (
            <p>
              {running.state === 'waiting'
                ? `A build is waiting for more publishes (${triggerText(running.trigger)}, ${formatNzDateTime(running.requested_at)}).`
                : `A build is running since ${formatNzDateTime(running.started_at)} (${triggerText(running.trigger)}). The site changes when it goes live; this page updates by itself.`}
            </p>
          )}
        </div>
        {latest?.state === 'failed' && (
          <MessageBanner kind="warning" title="The last build failed">
            <p>{live ? `The site still shows build ${live.id}, and the booking API its prices.` : 'The site is unchanged.'} Fix the content in Contentful and publish again; the build&apos;s output is below.</p>
          </MessageBanner>
        )}
      </section>

      <section className={styles.section} aria-labelledby="publishing-builds">
        <h2 id="publishing-builds">Last builds</h2>
        {data.builds.length === 0 ? (
          <p className={styles.muted}>No builds yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Build</th>
                <th scope="col">Started by</th>
                <th scope="col">State</th>
                <th scope="col">Finished</th>
              </tr>
            </thead>
            <tbody>
              {data.builds.map((b) => (
                <tr key={b.id}>
                  <td data-label="Build">
                    {b.id}
                    <span className={styles.buildMeta}>Requested {formatNzDateTime(b.requested_at)}</span>
                  </td>
                  <td data-label="Started by">{triggerText(b.trigger)}</td>
                  <td data-label="State">
                    <span className={b.state === 'failed' ? styles.overdue : undefined}>{BUILD_STATES[b.state]}</span>
                    {b.state === 'failed' && b.error_tail && (
                      <details>
                        <summary>Build output</summary>
                        <pre className={styles.buildOutput}>{b.error_tail}</pre>
                      </details>
                    )}
                  </td>
                  <td data-label="Finished">{formatNzDateTime(b.finished_at) || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
