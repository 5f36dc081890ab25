/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Settings_ThemeInputs */

const en_main_settings_theme = /** @type {(inputs: Main_Settings_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The theme is system, light or dark`)
};

const es_main_settings_theme = /** @type {(inputs: Main_Settings_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El tema es system, light o dark`)
};

const en_xa2_main_settings_theme = /** @type {(inputs: Main_Settings_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţĥéɱé íš šýšţéɱ, ļíĝĥţ óŕ ðáŕķ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The theme is system, light or dark" |
*
* @param {Main_Settings_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_theme = /** @type {((inputs?: Main_Settings_ThemeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Settings_ThemeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_settings_theme(inputs)
	if (locale === "en-XA") return en_xa2_main_settings_theme(inputs)
	return en_main_settings_theme(inputs)
});