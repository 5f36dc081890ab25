/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ got: NonNullable<unknown> }} Answer_Expected_Date_Time_GotInputs */

const en_answer_expected_date_time_got = /** @type {(inputs: Answer_Expected_Date_Time_GotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`expected an ISO 8601 date-time, got "${i?.got}"`)
};

const es_answer_expected_date_time_got = /** @type {(inputs: Answer_Expected_Date_Time_GotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se esperaba una fecha y hora ISO 8601 y llegó «${i?.got}»`)
};

const en_xa2_answer_expected_date_time_got = /** @type {(inputs: Answer_Expected_Date_Time_GotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[éẋþéçţéð áñ ÍŠÓ 8601 ðáţé-ţíɱé, ĝóţ "${i?.got}" ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "expected an ISO 8601 date-time, got \"{got}\"" |
*
* @param {Answer_Expected_Date_Time_GotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_date_time_got = /** @type {((inputs: Answer_Expected_Date_Time_GotInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Expected_Date_Time_GotInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_answer_expected_date_time_got(inputs)
	if (locale === "en-XA") return en_xa2_answer_expected_date_time_got(inputs)
	return en_answer_expected_date_time_got(inputs)
});