/**
* | output |
* | --- |
* | "A new rating: {mode}" |
*
* @param {Palette_Rate_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_detail: ((inputs: Palette_Rate_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Rate_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Rate_DetailInputs = {
    mode: NonNullable<unknown>;
};
