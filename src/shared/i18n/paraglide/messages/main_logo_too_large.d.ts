/**
* | output |
* | --- |
* | "{name} is {size} MiB; a logo may be at most {limit} MiB. Save a smaller PNG or JPEG." |
*
* @param {Main_Logo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_too_large: ((inputs: Main_Logo_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Logo_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Logo_Too_LargeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
