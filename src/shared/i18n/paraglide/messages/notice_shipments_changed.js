/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notice_Shipments_ChangedInputs */

const en_notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} shipment changed`);
	return /** @type {LocalizedString} */ (`${i?.count} shipments changed`)
	
};

const es_notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} envío cambiado`);
	return /** @type {LocalizedString} */ (`${i?.count} envíos cambiados`)
	
};

const en_xa2_notice_shipments_changed = /** @type {(inputs: Notice_Shipments_ChangedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.count} šĥíþɱéñţ çĥáñĝéð ·~ ·~ ]`);
	return /** @type {LocalizedString} */ (`[${i?.count} šĥíþɱéñţš çĥáñĝéð ·~ ·~ ·]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed = /** @type {((inputs: Notice_Shipments_ChangedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Shipments_ChangedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_shipments_changed(inputs)
	if (locale === "en-XA") return en_xa2_notice_shipments_changed(inputs)
	return en_notice_shipments_changed(inputs)
});