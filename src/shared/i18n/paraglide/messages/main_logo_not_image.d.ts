/**
* | output |
* | --- |
* | "{name} is not a PNG or JPEG image. Choose a .png or .jpg file." |
*
* @param {Main_Logo_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_not_image: ((inputs: Main_Logo_Not_ImageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Logo_Not_ImageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Logo_Not_ImageInputs = {
    name: NonNullable<unknown>;
};
