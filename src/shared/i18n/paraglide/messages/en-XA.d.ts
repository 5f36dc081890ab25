export const change_counted_added: (inputs: Change_Counted_AddedInputs) => LocalizedString;
export const change_counted_customs: (inputs: Change_Counted_CustomsInputs) => LocalizedString;
export const change_counted_delivery_date: (inputs: Change_Counted_Delivery_DateInputs) => LocalizedString;
export const change_counted_documents_changed: (inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString;
export const change_counted_documents_uploaded: (inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString;
export const change_counted_documents_validated: (inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString;
export const change_counted_free_time_past: (inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString;
export const change_counted_free_time_soon: (inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString;
export const change_counted_messages: (inputs: Change_Counted_MessagesInputs) => LocalizedString;
export const change_counted_pickup_date: (inputs: Change_Counted_Pickup_DateInputs) => LocalizedString;
export const change_counted_status: (inputs: Change_Counted_StatusInputs) => LocalizedString;
export const change_counted_unlisted: (inputs: Change_Counted_UnlistedInputs) => LocalizedString;
export const change_document_no_longer_uploaded: (inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString;
export const change_document_status: (inputs: Change_Document_StatusInputs) => LocalizedString;
export const change_document_status_removed: (inputs: Change_Document_Status_RemovedInputs) => LocalizedString;
export const change_document_unnamed: (inputs: Change_Document_UnnamedInputs) => LocalizedString;
export const change_document_uploaded: (inputs: Change_Document_UploadedInputs) => LocalizedString;
export const change_document_validated: (inputs: Change_Document_ValidatedInputs) => LocalizedString;
export const change_free_time: (inputs: Change_Free_TimeInputs) => LocalizedString;
export const change_free_time_past: (inputs: Change_Free_Time_PastInputs) => LocalizedString;
export const change_free_time_past_unreported: (inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString;
export const change_free_time_soon: (inputs: Change_Free_Time_SoonInputs) => LocalizedString;
export const change_free_time_soon_unreported: (inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString;
export const change_kind_added: (inputs: Change_Kind_AddedInputs) => LocalizedString;
export const change_kind_added_hint: (inputs: Change_Kind_Added_HintInputs) => LocalizedString;
export const change_kind_customs: (inputs: Change_Kind_CustomsInputs) => LocalizedString;
export const change_kind_customs_hint: (inputs: Change_Kind_Customs_HintInputs) => LocalizedString;
export const change_kind_delivery_date: (inputs: Change_Kind_Delivery_DateInputs) => LocalizedString;
export const change_kind_delivery_date_hint: (inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString;
export const change_kind_documents: (inputs: Change_Kind_DocumentsInputs) => LocalizedString;
export const change_kind_documents_hint: (inputs: Change_Kind_Documents_HintInputs) => LocalizedString;
export const change_kind_free_time: (inputs: Change_Kind_Free_TimeInputs) => LocalizedString;
export const change_kind_free_time_hint: (inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString;
export const change_kind_messages: (inputs: Change_Kind_MessagesInputs) => LocalizedString;
export const change_kind_messages_hint: (inputs: Change_Kind_Messages_HintInputs) => LocalizedString;
export const change_kind_pickup_date: (inputs: Change_Kind_Pickup_DateInputs) => LocalizedString;
export const change_kind_pickup_date_hint: (inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString;
export const change_kind_status: (inputs: Change_Kind_StatusInputs) => LocalizedString;
export const change_kind_status_hint: (inputs: Change_Kind_Status_HintInputs) => LocalizedString;
export const change_kind_unlisted: (inputs: Change_Kind_UnlistedInputs) => LocalizedString;
export const change_kind_unlisted_hint: (inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString;
export const change_stop_discharge: (inputs: Change_Stop_DischargeInputs) => LocalizedString;
export const change_stop_empty_return: (inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString;
export const change_stop_release: (inputs: Change_Stop_ReleaseInputs) => LocalizedString;
export const failure_address_unreachable: (inputs: Failure_Address_UnreachableInputs) => LocalizedString;
export const failure_ask_access: (inputs: Failure_Ask_AccessInputs) => LocalizedString;
export const failure_body_timeout: (inputs: Failure_Body_TimeoutInputs) => LocalizedString;
export const failure_broke: (inputs: Failure_BrokeInputs) => LocalizedString;
export const failure_broke_attempts: (inputs: Failure_Broke_AttemptsInputs) => LocalizedString;
export const failure_broke_unknown: (inputs: Failure_Broke_UnknownInputs) => LocalizedString;
export const failure_cancelled: (inputs: Failure_CancelledInputs) => LocalizedString;
export const failure_check_base_url: (inputs: Failure_Check_Base_UrlInputs) => LocalizedString;
export const failure_check_connection: (inputs: Failure_Check_ConnectionInputs) => LocalizedString;
export const failure_closed: (inputs: Failure_ClosedInputs) => LocalizedString;
export const failure_connect_timeout: (inputs: Failure_Connect_TimeoutInputs) => LocalizedString;
export const failure_connection_refused: (inputs: Failure_Connection_RefusedInputs) => LocalizedString;
export const failure_forbidden: (inputs: Failure_ForbiddenInputs) => LocalizedString;
export const failure_headers_timeout: (inputs: Failure_Headers_TimeoutInputs) => LocalizedString;
export const failure_input_invalid: (inputs: Failure_Input_InvalidInputs) => LocalizedString;
export const failure_internal: (inputs: Failure_InternalInputs) => LocalizedString;
export const failure_it_said: (inputs: Failure_It_SaidInputs) => LocalizedString;
export const failure_more_problems: (inputs: Failure_More_ProblemsInputs) => LocalizedString;
export const failure_no_such_address: (inputs: Failure_No_Such_AddressInputs) => LocalizedString;
export const failure_not_found: (inputs: Failure_Not_FoundInputs) => LocalizedString;
export const failure_not_found_changed: (inputs: Failure_Not_Found_ChangedInputs) => LocalizedString;
export const failure_not_found_check_id: (inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString;
export const failure_not_sent_parameter: (inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString;
export const failure_not_sent_request: (inputs: Failure_Not_Sent_RequestInputs) => LocalizedString;
export const failure_refused: (inputs: Failure_RefusedInputs) => LocalizedString;
export const failure_refused_no_reason: (inputs: Failure_Refused_No_ReasonInputs) => LocalizedString;
export const failure_rejected_reason: (inputs: Failure_Rejected_ReasonInputs) => LocalizedString;
export const failure_rejected_status: (inputs: Failure_Rejected_StatusInputs) => LocalizedString;
export const failure_report_if_again: (inputs: Failure_Report_If_AgainInputs) => LocalizedString;
export const failure_request_timeout: (inputs: Failure_Request_TimeoutInputs) => LocalizedString;
export const failure_server: (inputs: Failure_ServerInputs) => LocalizedString;
export const failure_server_attempts: (inputs: Failure_Server_AttemptsInputs) => LocalizedString;
export const failure_server_reported: (inputs: Failure_Server_ReportedInputs) => LocalizedString;
export const failure_too_large: (inputs: Failure_Too_LargeInputs) => LocalizedString;
export const failure_too_large_refused: (inputs: Failure_Too_Large_RefusedInputs) => LocalizedString;
export const failure_too_large_unknown: (inputs: Failure_Too_Large_UnknownInputs) => LocalizedString;
export const failure_too_many_requests: (inputs: Failure_Too_Many_RequestsInputs) => LocalizedString;
export const failure_too_many_requests_wait: (inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString;
export const failure_try_after: (inputs: Failure_Try_AfterInputs) => LocalizedString;
export const failure_try_later: (inputs: Failure_Try_LaterInputs) => LocalizedString;
export const failure_unauthorized: (inputs: Failure_UnauthorizedInputs) => LocalizedString;
export const failure_unexpected_status: (inputs: Failure_Unexpected_StatusInputs) => LocalizedString;
export const failure_unknown_channel: (inputs: Failure_Unknown_ChannelInputs) => LocalizedString;
export const failure_unknown_outcome: (inputs: Failure_Unknown_OutcomeInputs) => LocalizedString;
export const failure_unreadable: (inputs: Failure_UnreadableInputs) => LocalizedString;
export const failure_unreadable_accepted: (inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString;
export const menu_about: (inputs: Menu_AboutInputs) => LocalizedString;
export const menu_actual_size: (inputs: Menu_Actual_SizeInputs) => LocalizedString;
export const menu_bring_all_to_front: (inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString;
export const menu_close_window: (inputs: Menu_Close_WindowInputs) => LocalizedString;
export const menu_copy: (inputs: Menu_CopyInputs) => LocalizedString;
export const menu_cut: (inputs: Menu_CutInputs) => LocalizedString;
export const menu_edit: (inputs: Menu_EditInputs) => LocalizedString;
export const menu_exit: (inputs: Menu_ExitInputs) => LocalizedString;
export const menu_file: (inputs: Menu_FileInputs) => LocalizedString;
export const menu_full_screen: (inputs: Menu_Full_ScreenInputs) => LocalizedString;
export const menu_go: (inputs: Menu_GoInputs) => LocalizedString;
export const menu_help: (inputs: Menu_HelpInputs) => LocalizedString;
export const menu_hide: (inputs: Menu_HideInputs) => LocalizedString;
export const menu_hide_others: (inputs: Menu_Hide_OthersInputs) => LocalizedString;
export const menu_minimize: (inputs: Menu_MinimizeInputs) => LocalizedString;
export const menu_paste: (inputs: Menu_PasteInputs) => LocalizedString;
export const menu_quit: (inputs: Menu_QuitInputs) => LocalizedString;
export const menu_redo: (inputs: Menu_RedoInputs) => LocalizedString;
export const menu_select_all: (inputs: Menu_Select_AllInputs) => LocalizedString;
export const menu_services: (inputs: Menu_ServicesInputs) => LocalizedString;
export const menu_show_all: (inputs: Menu_Show_AllInputs) => LocalizedString;
export const menu_show_logs: (inputs: Menu_Show_LogsInputs) => LocalizedString;
export const menu_undo: (inputs: Menu_UndoInputs) => LocalizedString;
export const menu_view: (inputs: Menu_ViewInputs) => LocalizedString;
export const menu_window: (inputs: Menu_WindowInputs) => LocalizedString;
export const menu_zoom: (inputs: Menu_ZoomInputs) => LocalizedString;
export const menu_zoom_in: (inputs: Menu_Zoom_InInputs) => LocalizedString;
export const menu_zoom_out: (inputs: Menu_Zoom_OutInputs) => LocalizedString;
export const notice_added: (inputs: Notice_AddedInputs) => LocalizedString;
export const notice_customs: (inputs: Notice_CustomsInputs) => LocalizedString;
export const notice_eta_moved: (inputs: Notice_Eta_MovedInputs) => LocalizedString;
export const notice_messages: (inputs: Notice_MessagesInputs) => LocalizedString;
export const notice_messages_latest: (inputs: Notice_Messages_LatestInputs) => LocalizedString;
export const notice_none: (inputs: Notice_NoneInputs) => LocalizedString;
export const notice_pickup_moved: (inputs: Notice_Pickup_MovedInputs) => LocalizedString;
export const notice_shipment: (inputs: Notice_ShipmentInputs) => LocalizedString;
export const notice_shipments_changed: (inputs: Notice_Shipments_ChangedInputs) => LocalizedString;
export const notice_status: (inputs: Notice_StatusInputs) => LocalizedString;
export const notice_unlisted: (inputs: Notice_UnlistedInputs) => LocalizedString;
export const op_auth_token: (inputs: Op_Auth_TokenInputs) => LocalizedString;
export const op_booking_boxes: (inputs: Op_Booking_BoxesInputs) => LocalizedString;
export const op_booking_pallets: (inputs: Op_Booking_PalletsInputs) => LocalizedString;
export const op_booking_sea_fcl: (inputs: Op_Booking_Sea_FclInputs) => LocalizedString;
export const op_booking_sea_lcl: (inputs: Op_Booking_Sea_LclInputs) => LocalizedString;
export const op_check_documents: (inputs: Op_Check_DocumentsInputs) => LocalizedString;
export const op_check_quotes: (inputs: Op_Check_QuotesInputs) => LocalizedString;
export const op_check_service_records: (inputs: Op_Check_Service_RecordsInputs) => LocalizedString;
export const op_check_shipment_detail: (inputs: Op_Check_Shipment_DetailInputs) => LocalizedString;
export const op_check_shipment_list: (inputs: Op_Check_Shipment_ListInputs) => LocalizedString;
export const op_check_tariffs: (inputs: Op_Check_TariffsInputs) => LocalizedString;
export const op_documents_download: (inputs: Op_Documents_DownloadInputs) => LocalizedString;
export const op_documents_list: (inputs: Op_Documents_ListInputs) => LocalizedString;
export const op_documents_upload: (inputs: Op_Documents_UploadInputs) => LocalizedString;
export const op_lookup_airports: (inputs: Op_Lookup_AirportsInputs) => LocalizedString;
export const op_lookup_containers: (inputs: Op_Lookup_ContainersInputs) => LocalizedString;
export const op_lookup_pallet_types: (inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString;
export const op_lookup_ports: (inputs: Op_Lookup_PortsInputs) => LocalizedString;
export const op_lookup_postal_codes: (inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString;
export const op_pickup_times: (inputs: Op_Pickup_TimesInputs) => LocalizedString;
export const op_quotes_delete: (inputs: Op_Quotes_DeleteInputs) => LocalizedString;
export const op_quotes_list: (inputs: Op_Quotes_ListInputs) => LocalizedString;
export const op_quotes_save: (inputs: Op_Quotes_SaveInputs) => LocalizedString;
export const op_rates_air: (inputs: Op_Rates_AirInputs) => LocalizedString;
export const op_rates_boxes: (inputs: Op_Rates_BoxesInputs) => LocalizedString;
export const op_rates_pallets: (inputs: Op_Rates_PalletsInputs) => LocalizedString;
export const op_rates_sea_fcl: (inputs: Op_Rates_Sea_FclInputs) => LocalizedString;
export const op_rates_sea_lcl: (inputs: Op_Rates_Sea_LclInputs) => LocalizedString;
export const op_sign_in: (inputs: Op_Sign_InInputs) => LocalizedString;
export const op_tariffs_report: (inputs: Op_Tariffs_ReportInputs) => LocalizedString;
export const op_tariffs_upload: (inputs: Op_Tariffs_UploadInputs) => LocalizedString;
export const op_tracking_detail: (inputs: Op_Tracking_DetailInputs) => LocalizedString;
export const op_tracking_messages: (inputs: Op_Tracking_MessagesInputs) => LocalizedString;
export const op_tracking_shipments: (inputs: Op_Tracking_ShipmentsInputs) => LocalizedString;
export const op_tracking_switch: (inputs: Op_Tracking_SwitchInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
