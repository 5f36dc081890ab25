/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Expected_Date_TimeInputs */

const en_answer_expected_date_time = /** @type {(inputs: Answer_Expected_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expected an ISO 8601 date-time`)
};

const es_answer_expected_date_time = /** @type {(inputs: Answer_Expected_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`se esperaba una fecha y hora ISO 8601`)
};

const en_xa2_answer_expected_date_time = /** @type {(inputs: Answer_Expected_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð áñ ÍŠÓ 8601 ðáţé-ţíɱé ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "expected an ISO 8601 date-time" |
*
* @param {Answer_Expected_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_date_time = /** @type {((inputs?: Answer_Expected_Date_TimeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Date_TimeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_date_time(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_date_time(inputs)
	return en_answer_expected_date_time(inputs)
});