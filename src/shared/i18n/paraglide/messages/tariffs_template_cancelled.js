/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Template_CancelledInputs */

const en_tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: the save was cancelled.`)
};

const es_tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se guardó: se canceló el guardado.`)
};

const en_xa2_tariffs_template_cancelled = /** @type {(inputs: Tariffs_Template_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñóţ šáṽéð: ţĥé šáṽé ŵáš çáñçéļļéð. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Not saved: the save was cancelled." |
*
* @param {Tariffs_Template_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_cancelled = /** @type {((inputs?: Tariffs_Template_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Template_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_template_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_template_cancelled(inputs)
	return en_tariffs_template_cancelled(inputs)
});