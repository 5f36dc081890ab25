/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ line: NonNullable<unknown> }} Rating_Lines_RemoveInputs */

const en_rating_lines_remove = /** @type {(inputs: Rating_Lines_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.line}`)
};

const es_rating_lines_remove = /** @type {(inputs: Rating_Lines_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar ${i?.line}`)
};

const en_xa2_rating_lines_remove = /** @type {(inputs: Rating_Lines_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱóṽé ${i?.line} ·~]`)
};

/**
* | output |
* | --- |
* | "Remove {line}" |
*
* @param {Rating_Lines_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_remove = /** @type {((inputs: Rating_Lines_RemoveInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_RemoveInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_remove(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_remove(inputs)
	return en_rating_lines_remove(inputs)
});