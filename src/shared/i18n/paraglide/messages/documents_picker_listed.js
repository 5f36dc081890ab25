/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Documents_Picker_ListedInputs */

const en_documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shipment listed`);
	return /** @type {LocalizedString} */ (`${i?.shown} shipments listed`)
	
};

const es_documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} envío en la lista`);
	return /** @type {LocalizedString} */ (`${i?.shown} envíos en la lista`)
	
};

const en_xa2_documents_picker_listed = /** @type {(inputs: Documents_Picker_ListedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţ ļíšţéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} šĥíþɱéñţš ļíšţéð ·~ ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment listed" |
* | * | "{shown} shipments listed" |
*
* @param {Documents_Picker_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_listed = /** @type {((inputs: Documents_Picker_ListedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Documents_Picker_ListedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_documents_picker_listed(inputs)
	if (locale === "en-XA") return en_xa2_documents_picker_listed(inputs)
	return en_documents_picker_listed(inputs)
});