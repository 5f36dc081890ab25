/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_Theme_Save_FailedInputs */

const en_appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the theme`)
};

const es_appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el tema`)
};

const en_xa2_appearance_theme_save_failed = /** @type {(inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ţĥéɱé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed = /** @type {((inputs?: Appearance_Theme_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Theme_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_theme_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_appearance_theme_save_failed(inputs)
	return en_appearance_theme_save_failed(inputs)
});