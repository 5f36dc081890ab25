/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Non_Empty_Access_TokenInputs */

const en_answer_expected_non_empty_access_token = /** @type {(inputs: Answer_Expected_Non_Empty_Access_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected a non-empty access token`)
};

const es_answer_expected_non_empty_access_token = /** @type {(inputs: Answer_Expected_Non_Empty_Access_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba un token de acceso no vacío`)
};

const en_xa2_answer_expected_non_empty_access_token = /** @type {(inputs: Answer_Expected_Non_Empty_Access_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð á ñóñ-éɱþţý áççéšš ţóķéñ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "expected a non-empty access token" |
*
* @param {Answer_Expected_Non_Empty_Access_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_non_empty_access_token = /** @type {((inputs?: Answer_Expected_Non_Empty_Access_TokenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Non_Empty_Access_TokenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_non_empty_access_token(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_non_empty_access_token(inputs)
	return en_answer_expected_non_empty_access_token(inputs)
});