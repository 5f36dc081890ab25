/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_FailedInputs */

const en_documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} failed`);
	return /** @type {LocalizedString} */ (`${i?.shown} failed`)
	
};

const es_documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} fallido`);
	return /** @type {LocalizedString} */ (`${i?.shown} fallidos`)
	
};

const en_xa2_documents_announce_failed = /** @type {(inputs: Documents_Announce_FailedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ƒáíļéð ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ƒáíļéð ·~]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Announce_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_failed = /** @type {((inputs: Documents_Announce_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Announce_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_announce_failed(inputs)
	if (locale === "en-XA") return en_xa2_documents_announce_failed(inputs)
	return en_documents_announce_failed(inputs)
});