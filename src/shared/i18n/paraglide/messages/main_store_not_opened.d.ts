/**
* | output |
* | --- |
* | "The local store could not be opened: {why}" |
*
* @param {Main_Store_Not_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_opened: ((inputs: Main_Store_Not_OpenedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Not_OpenedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Not_OpenedInputs = {
    why: NonNullable<unknown>;
};
