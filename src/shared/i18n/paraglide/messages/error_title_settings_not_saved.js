/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_Settings_Not_SavedInputs */

const en_error_title_settings_not_saved = /** @type {(inputs: Error_Title_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk could not save its settings`)
};

const es_error_title_settings_not_saved = /** @type {(inputs: Error_Title_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no pudo guardar sus ajustes`)
};

const en_xa2_error_title_settings_not_saved = /** @type {(inputs: Error_Title_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ šáṽé íţš šéţţíñĝš ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Freight Desk could not save its settings" |
*
* @param {Error_Title_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_settings_not_saved = /** @type {((inputs?: Error_Title_Settings_Not_SavedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_Settings_Not_SavedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_settings_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_error_title_settings_not_saved(inputs)
	return en_error_title_settings_not_saved(inputs)
});