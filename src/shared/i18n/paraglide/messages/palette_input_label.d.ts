/**
* | output |
* | --- |
* | "Go to a screen, find a shipment by code, rate, switch profile" |
*
* @param {Palette_Input_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_input_label: ((inputs?: Palette_Input_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Input_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Input_LabelInputs = {};
