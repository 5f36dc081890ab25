/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Announce_UploadedInputs */

const en_documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} uploaded`);
	return /** @type {LocalizedString} */ (`${i?.shown} uploaded`)
	
};

const es_documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} subido`);
	return /** @type {LocalizedString} */ (`${i?.shown} subidos`)
	
};

const en_xa2_documents_announce_uploaded = /** @type {(inputs: Documents_Announce_UploadedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} úþļóáðéð ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} úþļóáðéð ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Announce_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_uploaded = /** @type {((inputs: Documents_Announce_UploadedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Announce_UploadedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_announce_uploaded(inputs)
	if (locale === "en-XA") return en_xa2_documents_announce_uploaded(inputs)
	return en_documents_announce_uploaded(inputs)
});