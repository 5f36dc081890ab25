/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Pdf_LocaleInputs */

const en_ipc_pdf_locale = /** @type {(inputs: Ipc_Pdf_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`locale must be a language tag such as en-GB`)
};

const es_ipc_pdf_locale = /** @type {(inputs: Ipc_Pdf_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La configuración regional debe ser una etiqueta de idioma como es-ES`)
};

const en_xa2_ipc_pdf_locale = /** @type {(inputs: Ipc_Pdf_LocaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļóçáļé ɱúšţ ƀé á ļáñĝúáĝé ţáĝ šúçĥ áš éñ-ĜƁ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "locale must be a language tag such as en-GB" |
*
* @param {Ipc_Pdf_LocaleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_pdf_locale = /** @type {((inputs?: Ipc_Pdf_LocaleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Pdf_LocaleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_pdf_locale(inputs)
	if (locale === "en-XA") return en_xa2_ipc_pdf_locale(inputs)
	return en_ipc_pdf_locale(inputs)
});