/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_LanguageInputs */

const en_main_settings_language = /** @type {(inputs: Main_Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language is system, es or en`)
};

const es_main_settings_language = /** @type {(inputs: Main_Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El idioma es system, es o en`)
};

const en_xa2_main_settings_language = /** @type {(inputs: Main_Settings_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļáñĝúáĝé íš šýšţéɱ, éš óŕ éñ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The language is system, es or en" |
*
* @param {Main_Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_language = /** @type {((inputs?: Main_Settings_LanguageInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_LanguageInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_language(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_language(inputs)
	return en_main_settings_language(inputs)
});