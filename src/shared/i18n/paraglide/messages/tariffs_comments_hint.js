/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Comments_HintInputs */

const en_tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. One comment per line.`)
};

const es_tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Un comentario por línea.`)
};

const en_xa2_tariffs_comments_hint = /** @type {(inputs: Tariffs_Comments_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Óþţíóñáļ. Óñé çóɱɱéñţ þéŕ ļíñé. ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Optional. One comment per line." |
*
* @param {Tariffs_Comments_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_hint = /** @type {((inputs?: Tariffs_Comments_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Comments_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_comments_hint(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_comments_hint(inputs)
	return en_tariffs_comments_hint(inputs)
});