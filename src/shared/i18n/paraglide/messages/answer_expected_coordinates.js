/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fields: NonNullable<unknown> }} Answer_Expected_CoordinatesInputs */

const en_answer_expected_coordinates = /** @type {(inputs: Answer_Expected_CoordinatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`expected coordinates ${i?.fields}`)
};

const es_answer_expected_coordinates = /** @type {(inputs: Answer_Expected_CoordinatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se esperaban coordenadas ${i?.fields}`)
};

const en_xa2_answer_expected_coordinates = /** @type {(inputs: Answer_Expected_CoordinatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð çóóŕðíñáţéš ${i?.fields} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected coordinates {fields}" |
*
* @param {Answer_Expected_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_coordinates = /** @type {((inputs: Answer_Expected_CoordinatesInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_CoordinatesInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_coordinates(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_coordinates(inputs)
	return en_answer_expected_coordinates(inputs)
});