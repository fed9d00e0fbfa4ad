import { STRING_KEYS, translator } from '@/i18n/strings'

/**
 * Above the interface text overrides (site options): every key of the message catalogue with
 * its default text in English, so an editor copies a key instead of guessing it (issue 17 item
 * 11). A server component: the list is rendered where the field is, never shipped as a script.
 */
export function InterfaceTextCatalogue() {
  const english = translator('en-ww')
  return (
    <details className="interface-text-catalogue" style={{ marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
        Every interface text ({STRING_KEYS.length}): its key and default text
      </summary>
      <p style={{ margin: '0.5rem 0' }}>
        Add a row below with the key and this locale’s text; a key that is not listed here is
        refused. Texts in braces, such as {'{level}'} or {'{n, plural, …}'}, are filled in by the
        site: keep them.
      </p>
      <div style={{ maxHeight: '24rem', overflow: 'auto' }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left', padding: '0.25rem' }}>Key</th>
              <th style={{ textAlign: 'left', padding: '0.25rem' }}>Default text (English)</th>
            </tr>
          </thead>
          <tbody>
            {STRING_KEYS.map((key) => (
              <tr key={key}>
                <td style={{ padding: '0.25rem', verticalAlign: 'top' }}>
                  <code>{key}</code>
                </td>
                <td style={{ padding: '0.25rem' }}>{english(key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
