/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Appearance_Language_Save_FailedInputs */

const en_appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not save the language`)
};

const es_appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el idioma`)
};

const en_xa2_appearance_language_save_failed = /** @type {(inputs: Appearance_Language_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ šáṽé ţĥé ļáñĝúáĝé ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Appearance_Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_save_failed = /** @type {((inputs?: Appearance_Language_Save_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appearance_Language_Save_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_appearance_language_save_failed(inputs)
	if (locale === "en-XA") return en_xa2_appearance_language_save_failed(inputs)
	return en_appearance_language_save_failed(inputs)
});