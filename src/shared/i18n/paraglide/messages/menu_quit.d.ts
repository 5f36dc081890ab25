/**
* | output |
* | --- |
* | "Quit {app}" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit: ((inputs: Menu_QuitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_QuitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
