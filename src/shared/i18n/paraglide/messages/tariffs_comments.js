/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_CommentsInputs */

const en_tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

const es_tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios`)
};

const en_xa2_tariffs_comments = /** @type {(inputs: Tariffs_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóɱɱéñţš ·~ ]`)
};

/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Tariffs_CommentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments = /** @type {((inputs?: Tariffs_CommentsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_CommentsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_comments(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_comments(inputs)
	return en_tariffs_comments(inputs)
});