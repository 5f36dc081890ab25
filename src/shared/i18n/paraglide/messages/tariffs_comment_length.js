/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comment_LengthInputs */

const en_tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A comment is at most ${i?.max} characters`)
};

const es_tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un comentario tiene como máximo ${i?.max} caracteres`)
};

const en_xa2_tariffs_comment_length = /** @type {(inputs: Tariffs_Comment_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á çóɱɱéñţ íš áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "A comment is at most {max} characters" |
*
* @param {Tariffs_Comment_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comment_length = /** @type {((inputs: Tariffs_Comment_LengthInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Comment_LengthInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_comment_length(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_comment_length(inputs)
	return en_tariffs_comment_length(inputs)
});