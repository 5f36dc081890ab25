/**
* | output |
* | --- |
* | "{name} could not be read as an image: it may be damaged. Export it again as PNG or JPEG." |
*
* @param {Main_Logo_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_unreadable: ((inputs: Main_Logo_UnreadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Logo_UnreadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Logo_UnreadableInputs = {
    name: NonNullable<unknown>;
};
