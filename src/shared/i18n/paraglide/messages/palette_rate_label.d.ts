/**
* | output |
* | --- |
* | "Rate {mode}" |
*
* @param {Palette_Rate_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_label: ((inputs: Palette_Rate_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Rate_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Rate_LabelInputs = {
    mode: NonNullable<unknown>;
};
