/**
* | output |
* | --- |
* | "The local store {file} is damaged ({reason}) and could not be set aside ({why}). Quit Freight Desk, move that file out of its folder, and start it again: it ..." |
*
* @param {Main_Store_Not_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_not_set_aside: ((inputs: Main_Store_Not_Set_AsideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_Not_Set_AsideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_Not_Set_AsideInputs = {
    file: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
