/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} PenaltyInputs */

const en_penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalty`)
};

const es_penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penalización`)
};

const en_xa2_penalty = /** @type {(inputs: PenaltyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñáļţý ·~]`)
};

/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const penalty = /** @type {((inputs?: PenaltyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<PenaltyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_penalty(inputs)
	if (locale === "en-XA") return en_xa2_penalty(inputs)
	return en_penalty(inputs)
});