/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Palette_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_switch_to: ((inputs: Palette_Switch_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Switch_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Switch_ToInputs = {
    name: NonNullable<unknown>;
};
