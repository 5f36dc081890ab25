/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tariffs_Comments_MaxInputs */

const en_tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} comments (one per line)`)
};

const es_tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max} comentarios (uno por línea)`)
};

const en_xa2_tariffs_comments_max = /** @type {(inputs: Tariffs_Comments_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Áţ ɱóšţ ${i?.max} çóɱɱéñţš (óñé þéŕ ļíñé) ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "At most {max} comments (one per line)" |
*
* @param {Tariffs_Comments_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_max = /** @type {((inputs: Tariffs_Comments_MaxInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Comments_MaxInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_comments_max(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_comments_max(inputs)
	return en_tariffs_comments_max(inputs)
});