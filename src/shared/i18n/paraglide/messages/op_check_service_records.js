/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Op_Check_Service_RecordsInputs */

const en_op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the service's records`)
};

const es_op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los registros del servicio`)
};

const en_xa2_op_check_service_records = /** @type {(inputs: Op_Check_Service_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé šéŕṽíçé'š ŕéçóŕðš ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the service's records" |
*
* @param {Op_Check_Service_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_service_records = /** @type {((inputs?: Op_Check_Service_RecordsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Op_Check_Service_RecordsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_op_check_service_records(inputs)
	if (locale === "en-XA") return en_xa2_op_check_service_records(inputs)
	return en_op_check_service_records(inputs)
});