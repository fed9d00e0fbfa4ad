/** Fills `{x}`-style placeholders of an interface text ("{x} of {y}" → "2 of 5"). Pure. */
export function fillSliderText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
