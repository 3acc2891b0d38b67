<%@ Page Language="C#" MasterPageFile="~/MasterPages/ListView.master" AutoEventWireup="true"
    ValidateRequest="false" CodeFile="US101000.aspx.cs" Inherits="Page_US101000" Title="Orders by Priority" %>
<%@ MasterType VirtualPath="~/MasterPages/ListView.master" %>

<asp:Content ID="cont1" ContentPlaceHolderID="phDS" runat="Server">
    <px:PXDataSource ID="ds" runat="server" Visible="True" Width="100%" PrimaryView="Orders"
        TypeName="PX.Objects.SO.SOOrderEntry" />
</asp:Content>
<asp:Content ID="cont2" ContentPlaceHolderID="phL" runat="Server">
    <px:PXGrid ID="grid" runat="server" DataSourceID="ds" Width="100%" SkinID="Inquire" AllowPaging="True">
        <Levels>
            <px:PXGridLevel DataMember="Orders">
                <Columns>
                    <px:PXGridColumn DataField="OrderNbr" />
                    <px:PXGridColumn DataField="CustomerID" />
                    <px:PXGridColumn DataField="UsrPriority" Type="DropDownList" />
                    <px:PXGridColumn DataField="OrderDesc" />
                </Columns>
            </px:PXGridLevel>
        </Levels>
        <AutoSize Container="Window" Enabled="True" />
    </px:PXGrid>
</asp:Content>
